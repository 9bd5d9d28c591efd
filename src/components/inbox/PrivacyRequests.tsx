import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactElement } from 'react';
import { personExportUrl, type InboxCalls, isSignedOut, refusalMessage } from '../../actors/inbox';
import { formatWhen, inboxText } from '../../content/inbox';
import { isLookupEmail, recordTitle, resourceLabels, type PersonData } from '../../domain/inbox';
import { resourceNames } from '../../domain/resources';

const t = inboxText.privacy;

const countOf = (person: PersonData) => resourceNames.reduce((n, r) => n + person.records[r].length, 0);

/**
 * A privacy request answered in a minute: find every record holding an address (wait-list e-mail,
 * referred center's or referrer's e-mail, scholarship e-mail), download it as one JSON file, erase it.
 */
export function PrivacyRequests({ calls, onSignedOut }: { calls: InboxCalls; onSignedOut: () => void }): ReactElement {
  const [email, setEmail] = useState('');
  const [person, setPerson] = useState<PersonData | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const focus = useEraseFocus(confirming, message);

  const attempt = async (fn: () => Promise<void>) => {
    setMessage(null);
    try {
      await fn();
    } catch (error) {
      if (isSignedOut(error)) onSignedOut();
      else setMessage({ kind: 'error', text: refusalMessage(error, t.failed) });
    }
  };
  const find = (e: FormEvent) => {
    e.preventDefault();
    setConfirming(false);
    void attempt(async () => setPerson(await calls.findPerson(email.trim())));
  };
  const erase = () =>
    attempt(async () => {
      const { erased } = await calls.erasePerson(person!.email);
      setConfirming(false);
      setPerson(null);
      setMessage({ kind: 'success', text: t.erased(erased.length) });
    });

  const count = person ? countOf(person) : 0;
  return (
    <section className="inbox-privacy" aria-labelledby="inbox-privacy-heading">
      <h2 id="inbox-privacy-heading">{t.heading}</h2>
      <p>{t.lead}</p>
      <form className="inbox-search" onSubmit={find}>
        <label className="field__label" htmlFor="inbox-privacy-email">
          {t.emailLabel}
        </label>
        <div className="inbox-search__row">
          <input id="inbox-privacy-email" className="field__control" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          <button type="submit" className="button button--primary" disabled={!isLookupEmail(email)}>
            {t.find}
          </button>
        </div>
      </form>
      <div role="status">
        {message && (
          <p ref={focus.message} tabIndex={-1} className={`form-notice form-notice--${message.kind}`}>
            {message.text}
          </p>
        )}
      </div>
      {person && (
        <div className="inbox-privacy__result">
          <p>{count ? t.found(count) : t.none}</p>
          {resourceNames
            .filter((r) => person.records[r].length)
            .map((r) => (
              <div key={r}>
                <h3>{resourceLabels[r]}</h3>
                <ul>
                  {person.records[r].map((rec) => (
                    <li key={rec._id}>
                      {recordTitle(r, rec)}: {rec.sent ? inboxText.list.sent : inboxText.list.draft}, {formatWhen(rec.createdAt)}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          {count > 0 && (
            <div className="inbox-record__actions">
              <a className="button button--secondary" href={personExportUrl(person.email)} download>
                {t.export}
              </a>
              <button type="button" className="button button--secondary" ref={focus.opener} onClick={() => setConfirming(true)} disabled={confirming}>
                {t.erase}
              </button>
            </div>
          )}
          {confirming && (
            <div
              ref={focus.box}
              className="inbox-confirm"
              role="alertdialog"
              aria-labelledby="inbox-erase-question"
              tabIndex={-1}
              onKeyDown={(e: KeyboardEvent) => e.key === 'Escape' && (e.preventDefault(), focus.cancel(() => setConfirming(false)))}
            >
              <p id="inbox-erase-question">{t.eraseQuestion(count)}</p>
              <div className="inbox-record__actions">
                <button type="button" className="button button--primary inbox-confirm__danger" onClick={erase}>
                  {t.eraseConfirm}
                </button>
                <button type="button" className="button button--secondary" onClick={() => focus.cancel(() => setConfirming(false))}>
                  {t.cancel}
                </button>
              </div>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * Focus through an erase, so a keyboard user is never sent to <body> (where focus falls from a
 * removed or disabled button): to the question when it is asked, back to 'Erase all…' when it is
 * cancelled (Escape too), and to the outcome once the records are erased (the list is gone).
 */
function useEraseFocus(confirming: boolean, message: { kind: string; text: string } | null) {
  const box = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const cancelled = useRef(false);
  useEffect(() => {
    if (confirming) box.current?.focus();
    else if (cancelled.current) opener.current?.focus();
    cancelled.current = false;
  }, [confirming]);
  useEffect(() => {
    // The erase's outcome: its result, or why it failed while the question is still open.
    if (message?.kind === 'success' || (message && confirming)) messageRef.current?.focus();
  }, [message]); // eslint-disable-line react-hooks/exhaustive-deps
  return {
    box,
    opener,
    message: messageRef,
    cancel: (close: () => void) => {
      cancelled.current = true;
      close();
    },
  };
}
