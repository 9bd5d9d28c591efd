import type { ReactElement } from 'react';
import { PageHeader } from '../../components/PageHeader';

export default function CheckoutPage(): ReactElement {
  return <PageHeader title="Checkout" lead={"Sample page with placeholder content."} />;
}
