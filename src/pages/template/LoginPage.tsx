import type { ReactElement } from 'react';
import { PageHeader } from '../../components/PageHeader';

export default function LoginPage(): ReactElement {
  return <PageHeader title="Welcome Back!" lead={"Sample page with placeholder content."} />;
}
