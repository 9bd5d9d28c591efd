import type { ReactElement } from 'react';
import { PageHeader } from '../components/PageHeader';

export default function TermsPage(): ReactElement {
  return <PageHeader title="Terms and conditions" lead={"Last updated 26 Jul 2024"} />;
}
