import type { ReactElement } from 'react';
import { Inbox } from '../components/inbox/Inbox';

/**
 * The owner's inbox (/admin). Prerendered as the session check only: the leads arrive after
 * sign-in, from the admin API, never in the HTML. A tool's screen (routes.ts `tool`): the inbox draws
 * its own header, and uses the width of the window.
 */
export default function AdminPage(): ReactElement {
  return (
    <div className="desk">
      <Inbox />
    </div>
  );
}
