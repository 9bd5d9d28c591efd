import type { ReactElement } from 'react';
import { PageHeader } from '../../components/PageHeader';

export default function ServicesPage(): ReactElement {
  return <PageHeader title="Services" lead={"Sample page with placeholder content."} />;
}
