import type { ReactElement } from 'react';
import { PageHeader } from '../../components/PageHeader';

export default function ProjectsPage(): ReactElement {
  return <PageHeader title="Projects" lead={"Sample page with placeholder content."} />;
}
