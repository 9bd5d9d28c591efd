import type { ReactElement } from 'react';
import { PageHeader } from '../../components/PageHeader';

export default function ComingSoonPage(): ReactElement {
  return <PageHeader title="Our website is Coming Soon" lead={"Sample page with placeholder content."} />;
}
