import type { ReactElement } from 'react';
import { PageHeader } from '../../components/PageHeader';

export default function TeamPage(): ReactElement {
  return <PageHeader title="Team" lead={"Sample page with placeholder content."} />;
}
