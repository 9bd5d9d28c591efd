import type { ReactElement } from 'react';
import { LegalPage } from '../components/legal/LegalPage';
import { privacy } from '../content/legal/privacy';

export default function PrivacyPage(): ReactElement {
  return <LegalPage doc={privacy} />;
}
