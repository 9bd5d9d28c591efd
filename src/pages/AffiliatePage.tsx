import type { ReactElement } from 'react';
import { PageHeader } from '../components/PageHeader';

export default function AffiliatePage(): ReactElement {
  return <PageHeader title="Invite a center" />;
}
