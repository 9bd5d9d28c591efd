import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactElement } from 'react';
import { selectErased, selectIsConfirming, selectIsErasing, selectRefusal } from '../../../machines/privacyRequest.machine';
import { bindPrivacyRequest, personExportUrl, type InboxCalls, refusalMessage } from '../../actors/inbox';
import { actorOptions } from '../../inspect';
import { formatWhen, inboxText } from '../../content/inbox';
import { isLookupEmail, recordTitle, resourceLabels, type InboxRecord, type PersonData } from '../../domain/inbox';
import { resourceNames, type ResourceName } from '../../domain/resources';
import { RecordDetail } from './RecordDetail';

const t = inboxText.privacy;

const countOf = (records: PersonData['records']) => resourceNames.reduce((n, r) => n + records[r].length, 0);

/**
 * A privacy request answered in a minute: find every record holding an address (wait-list e-mail,
 * referred center's or referrer's e-mail, scholarship e-mail), download it as one JSON file, erase it.
 */
export function PrivacyRequests({ calls, onSignedOut }: { calls: InboxCalls; onSignedOut: () => void }): ReactElement {
  const signedOut = useRef(onSignedOut);
  signedOut.current = onSignedOut;
  const logic = useMemo(() => bindPrivacyRequest(calls, () => signedOut.current()), [calls]);
  const request = useActorRef(logic, actorOptions({}));
  const state = useSelector(request, (s) => s);
  const { person } = state.context;
  // What is typed in the box: the machine holds the address looked up, once 'Find' is pressed.
  const [email, setEmail] = useState('');
  const confirming = selectIsConfirming(state);
  const erased = selectErased(state);
  const refusal = selectRefusal(state);
  const message: Notice | null =
    erased !== null ? { kind: 'success', text: t.erased(erased) } : refusal ? { kind: 'error', text: refusalMessage(refusal, t.failed) } : null;
  const focus = useEraseFocus(confirming, message);
  const mention = useOpenedMention();

  const find = (e: FormEvent) => {
    e.preventDefault();
    mention.close();
    request.send({ type: 'person.find', email });
  };
  /** Reads the person again (a mention marked contacted or deleted); the opened one is kept current below. */
  const refind = () => request.send({ type: 'mention.changed' });
  useEffect(() => {
    if (person) mention.update(person);
  }, [person]); // eslint-disable-line react-hooks/exhaustive-deps -- on each answer

  // After a mention's deletion, once the list is read again: its heading, or the result's first
  // line when none is left (a removed button would drop the focus to <body>).
  const afterDelete = useRef(false);
  const result = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!afterDelete.current) return;
    afterDelete.current = false;
    (mention.heading.current ?? result.current)?.focus();
  }, [person]); // eslint-disable-line react-hooks/exhaustive-deps

  const count = person ? countOf(person.records) : 0;
  // A server from before mentions answers without them.
  const mentioned = person?.mentions ? countOf(person.mentions) : 0;
  // Once erased, what is left to show is the mentions, if any.
  const shown = person && !(erased !== null && mentioned === 0) ? person : null;
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
          <button type="submit" className="button button--primary" disabled={!isLookupEmail(email) || selectIsErasing(state)}>
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
      {shown && (
        <div className="inbox-privacy__result">
          <p ref={result} tabIndex={-1}>
            {count ? t.found(count) : t.none}
          </p>
          {resourceNames
            .filter((r) => shown.records[r].length)
            .map((r) => (
              <div key={r}>
                <h3>{resourceLabels[r]}</h3>
                <ul>
                  {shown.records[r].map((rec) => (
                    <li key={rec._id}>
                      {recordTitle(r, rec)}: {rec.sent ? inboxText.list.sent : inboxText.list.draft}, {formatWhen(rec.createdAt)}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          {count > 0 && (
            <div className="inbox-record__actions">
              <a className="button button--secondary" href={personExportUrl(shown.email)} download>
                {t.export}
              </a>
              <button
                type="button"
                className="button button--secondary"
                ref={focus.opener}
                onClick={() => request.send({ type: 'erase.ask' })}
                disabled={confirming}
              >
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
              onKeyDown={(e: KeyboardEvent) => e.key === 'Escape' && (e.preventDefault(), focus.cancel(() => request.send({ type: 'erase.cancel' })))}
            >
              <p id="inbox-erase-question">{t.eraseQuestion(count)}</p>
              <div className="inbox-record__actions">
                <button type="button" className="button button--primary inbox-confirm__danger" onClick={() => request.send({ type: 'erase.confirm' })}>
                  {t.eraseConfirm}
                </button>
                <button type="button" className="button button--secondary" onClick={() => focus.cancel(() => request.send({ type: 'erase.cancel' }))}>
                  {t.cancel}
                </button>
              </div>
            </div>
          )}
          {mentioned > 0 && (
            <div className="inbox-privacy__mentions">
              <h3 ref={mention.heading} tabIndex={-1}>
                {t.mentionsHeading}
              </h3>
              <p>{t.mentionsNote}</p>
              <ul>
                {resourceNames.flatMap((r) =>
                  shown.mentions[r].map((rec) => (
                    <li key={rec._id}>
                      {resourceLabels[r]}: {recordTitle(r, rec)}, {rec.sent ? inboxText.list.sent : inboxText.list.draft}, {formatWhen(rec.createdAt)}{' '}
                      <button
                        type="button"
                        className="link-button"
                        ref={(el) => mention.keepOpener(rec._id, el)}
                        aria-label={t.openMentionLabel(resourceLabels[r], recordTitle(r, rec))}
                        onClick={() => mention.open(r, rec)}
                      >
                        {t.openMention}
                      </button>
                    </li>
                  )),
                )}
              </ul>
            </div>
          )}
          {mention.opened && (
            <RecordDetail
              key={mention.opened.record._id}
              calls={calls}
              resource={mention.opened.resource}
              record={mention.opened.record}
              onChanged={refind}
              onDeleted={() => {
                // To the list's heading at once (the record and its buttons are gone), and again
                // once the list is read without it (see below), in case that was its last.
                mention.close('heading');
                afterDelete.current = true;
                refind();
              }}
              onClose={() => mention.close('opener')}
              onSignedOut={onSignedOut}
            />
          )}
        </div>
      )}
    </section>
  );
}

/**
 * A mention opened below the list (its record is already whole in the answer), closed back to the
 * button that opened it, or to the list's heading once it is deleted.
 */
function useOpenedMention() {
  const [opened, setOpened] = useState<{ resource: ResourceName; record: InboxRecord } | null>(null);
  const openers = useRef(new Map<string, HTMLButtonElement>());
  const heading = useRef<HTMLHeadingElement>(null);
  return {
    opened,
    heading,
    keepOpener: (id: string, el: HTMLButtonElement | null) => {
      if (el) openers.current.set(id, el);
      else openers.current.delete(id);
    },
    open: (resource: ResourceName, record: InboxRecord) => setOpened({ resource, record }),
    update: (person: PersonData) =>
      setOpened((current) => {
        const record = current && person.mentions?.[current.resource].find((r) => r._id === current.record._id);
        return current && record ? { ...current, record } : null;
      }),
    close: (focus?: 'opener' | 'heading') => {
      const opener = opened && openers.current.get(opened.record._id);
      setOpened(null);
      if (focus) (focus === 'opener' && opener ? opener : heading.current)?.focus();
    },
  };
}

/**
 * Focus through an erase, so a keyboard user is never sent to <body> (where focus falls from a
 * removed or disabled button): to the question when it is asked, back to 'Erase all…' when it is
 * cancelled (Escape too), and to the outcome once the records are erased (the list is gone).
 */
interface Notice {
  kind: 'error' | 'success';
  text: string;
}

function useEraseFocus(confirming: boolean, message: Notice | null) {
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
  }, [message?.kind, message?.text]); // eslint-disable-line react-hooks/exhaustive-deps -- a new notice, not a new render
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
