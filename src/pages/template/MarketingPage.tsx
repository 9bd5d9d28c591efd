import type { ReactElement } from 'react';
import { PageHeader } from '../../components/PageHeader';

export default function MarketingPage(): ReactElement {
  return <PageHeader title="Marketing" lead={"Sample page with placeholder content."} />;
}
