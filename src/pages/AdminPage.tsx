import type { ReactElement } from 'react';
import { Inbox } from '../components/inbox/Inbox';
import { PageHeader } from '../components/PageHeader';
import { inboxText } from '../content/inbox';

/**
 * The owner's inbox (/admin). Prerendered as the session check only: the leads arrive after
 * sign-in, from the admin API, never in the HTML.
 */
export default function AdminPage(): ReactElement {
  return (
    <>
      <PageHeader title={inboxText.title} />
      <div className="container inbox-page">
        <Inbox />
      </div>
    </>
  );
}
