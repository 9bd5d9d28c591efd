import type { ReactElement } from 'react';
import { PageHeader } from '../../components/PageHeader';

export default function BlogDetailsPage(): ReactElement {
  return <PageHeader title="Blog details" lead={"Sample page with placeholder content."} />;
}
