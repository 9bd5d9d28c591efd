import type { ReactElement } from 'react';
import { PageHeader } from '../../components/PageHeader';

export default function ContactPage(): ReactElement {
  return <PageHeader title="Contact" lead={"Sample page with placeholder content."} />;
}
