import type { ReactElement } from 'react';
import { PageHeader } from '../../components/PageHeader';

export default function ProjectsDetailsPage(): ReactElement {
  return <PageHeader title="Project details" lead={"Sample page with placeholder content."} />;
}
