import type { ReactElement } from 'react';
import { PageHeader } from '../../components/PageHeader';

export default function ServicesDetailsPage(): ReactElement {
  return <PageHeader title="Service details" lead={"Sample page with placeholder content."} />;
}
