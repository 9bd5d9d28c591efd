import type { ReactElement } from 'react';
import { PageHeader } from '../../components/PageHeader';

export default function CartPage(): ReactElement {
  return <PageHeader title="Cart" lead={"Sample page with placeholder content."} />;
}
