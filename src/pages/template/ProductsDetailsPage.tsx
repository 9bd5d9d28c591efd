import type { ReactElement } from 'react';
import { PageHeader } from '../../components/PageHeader';

export default function ProductsDetailsPage(): ReactElement {
  return <PageHeader title="Product details" lead={"Sample page with placeholder content."} />;
}
