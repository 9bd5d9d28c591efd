import type { ReactElement } from 'react';
import { PageHeader } from '../components/PageHeader';

export default function DemoPage(): ReactElement {
  return <PageHeader title="Book a demo" lead={"Share as much information as you are comfortable with, and we will prepare a demo that fits your center."} />;
}
