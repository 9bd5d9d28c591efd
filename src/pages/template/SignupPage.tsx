import type { ReactElement } from 'react';
import { PageHeader } from '../../components/PageHeader';

export default function SignupPage(): ReactElement {
  return <PageHeader title="Create your Account" lead={"Sample page with placeholder content."} />;
}
