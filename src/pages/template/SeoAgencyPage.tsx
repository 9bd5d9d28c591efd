import type { ReactElement } from 'react';
import { PageHeader } from '../../components/PageHeader';

export default function SeoAgencyPage(): ReactElement {
  return <PageHeader title="SEO agency" lead={"Sample page with placeholder content."} />;
}
