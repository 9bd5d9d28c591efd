import type { ReactElement, ReactNode } from 'react';
import { inboxText, ownerZone } from '../../content/inbox';

const t = inboxText.desk;

export interface DeskHeaderProps {
  /** The sections' buttons, once signed in. */
  sections?: ReactNode;
  /** Who is signed in, and 'Sign out'; absent before sign-in. */
  account?: { who: string; onSignOut: () => void };
}

/**
 * The inbox's own compact header (issue 36): the product's name, the sections, who is signed in
 * and 'Sign out'. The inbox is a tool, not a page of the site: the marketing navigation and
 * footer stay out (routes.ts `tool`), and the header holds what a working session needs.
 */
export function DeskHeader({ sections, account }: DeskHeaderProps): ReactElement {
  return (
    <header className="desk-header">
      <h1 className="desk-header__title">
        <span className="desk-header__product">{t.product}</span> {inboxText.title}
      </h1>
      {sections}
      {account && (
        <div className="desk-header__account">
          <p className="desk-header__who">
            {t.signedInAs(account.who)}
            <span className="desk-header__zone">{t.timeZone(ownerZone())}</span>
          </p>
          <button type="button" className="button button--secondary desk-header__signout" onClick={account.onSignOut}>
            {inboxText.signOut}
          </button>
        </div>
      )}
    </header>
  );
}
