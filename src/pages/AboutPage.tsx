import type { ReactElement } from 'react';
import { PageHeader } from '../components/PageHeader';

export default function AboutPage(): ReactElement {
  return <PageHeader title="About us" />;
}
