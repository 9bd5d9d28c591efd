import type { ReactElement } from 'react';
import { PageHeader } from '../../components/PageHeader';

export default function StartupPage(): ReactElement {
  return <PageHeader title="Startup" lead={"Sample page with placeholder content."} />;
}
