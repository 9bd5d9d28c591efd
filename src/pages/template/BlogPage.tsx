import type { ReactElement } from 'react';
import { PageHeader } from '../../components/PageHeader';

export default function BlogPage(): ReactElement {
  return <PageHeader title="Blog" lead={"Sample page with placeholder content."} />;
}
