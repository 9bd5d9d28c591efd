import type { ReactElement } from 'react';
import { PageHeader } from '../components/PageHeader';

export default function PricingPage(): ReactElement {
  return <PageHeader title="Pricing" />;
}
