import type { ReactElement } from 'react';
import { PageHeader } from '../components/PageHeader';

export default function FaqPage(): ReactElement {
  return <PageHeader title="Frequently asked questions" />;
}
