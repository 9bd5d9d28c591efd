import type { ReactElement } from 'react';
import { PageHeader } from '../../components/PageHeader';

export default function ProductsListPage(): ReactElement {
  return <PageHeader title="Products" lead={"Sample page with placeholder content."} />;
}
