import type { ReactElement } from 'react';
import { PageHeader } from '../components/PageHeader';

export default function PrivacyPage(): ReactElement {
  return <PageHeader title="Privacy policy" lead={"Last updated 26 Jul 2024"} />;
}
