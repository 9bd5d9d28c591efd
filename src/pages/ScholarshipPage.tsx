import type { ReactElement } from 'react';
import { PageHeader } from '../components/PageHeader';

export default function ScholarshipPage(): ReactElement {
  return <PageHeader title="Scholarship Program" lead={"Nobody gets left behind."} />;
}
