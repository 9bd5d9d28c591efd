import type { ReactElement } from 'react';
import { LegalPage } from '../components/legal/LegalPage';
import { terms } from '../content/legal/terms';

export default function TermsPage(): ReactElement {
  return <LegalPage doc={terms} />;
}
