import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, type FormEvent, type ReactElement } from 'react';
import {
  selectBlocks,
  selectChanged,
  selectHasFailed,
  selectIsAdding,
  selectIsLoading,
  selectNotSaved,
  selectRefusal,
  selectRemovingId,
} from '../../../machines/meetingBlocks.machine';
import { bindMeetingBlocks, type InboxCalls } from '../../actors/inbox';
import { blockNoteLimit } from '../../domain/meetings';
import { formatWhen, inboxText, ownerInstant, ownerZone } from '../../content/inbox';
import { actorOptions } from '../../inspect';

const t = inboxText.meetings.blocks;
const fields = ['start', 'end'] as const;
/** The fields a refusal can name that have their own place in the form. */
const named: readonly string[] = [...fields, 'note'];

export interface MeetingBlocksProps {
  calls: InboxCalls;
  onSignedOut: () => void;
}

/**
 * The owner's blocked-out times (issue 34): a form (from and until, each a date and a time in the
 * owner's zone, and a note) and the blocks still to come with 'Remove'. A refusal is said next to
 * the field the server names, and focus goes to that field; the typing stays until a block is added.
 */
export function MeetingBlocks({ calls, onSignedOut }: MeetingBlocksProps): ReactElement {
  const signedOut = useRef(onSignedOut);
  signedOut.current = onSignedOut;
  const logic = useMemo(() => bindMeetingBlocks(calls, () => signedOut.current()), [calls]);
  const actor = useActorRef(logic, actorOptions({}));
  const state = useSelector(actor, (s) => s);
  const blocks = selectBlocks(state);
  const refusal = selectRefusal(state);
  const changed = selectChanged(state);
  const adding = selectIsAdding(state);
  const removing = selectRemovingId(state);
  const zone = ownerZone();

  const form = useRef<HTMLFormElement>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (changed === 'added') form.current?.reset();
    // A removed block's button is gone with its row: focus goes to what happened, as after adding.
    if (changed) notice.current?.focus();
  }, [changed]);
  useEffect(() => {
    const named = refusal?.field && form.current?.querySelector<HTMLElement>(`[data-field="${refusal.field}"]`);
    if (named) named.focus();
  }, [refusal]);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (adding) return;
    const data = new FormData(e.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '');
    actor.send({
      type: 'block.add',
      block: {
        start: ownerInstant(value('startDate'), value('startTime'), zone),
        end: ownerInstant(value('endDate'), value('endTime'), zone),
        note: value('note').trim(),
      },
    });
  };
  const errorOf = (field: string) => (refusal?.field === field ? refusal.message : null);
  const errorId = (field: string) => `inbox-block-${field}-error`;
  const invalid = (field: string) =>
    errorOf(field) ? ({ 'aria-invalid': true, 'aria-describedby': errorId(field) } as const) : ({ 'aria-invalid': false } as const);

  return (
    <section className="inbox-blocks" aria-labelledby="inbox-blocks-heading">
      <h3 id="inbox-blocks-heading">{t.heading}</h3>
      <p>{t.lead(zone)}</p>
      <form ref={form} className="inbox-blocks__form" onSubmit={submit} noValidate>
        {fields.map((field) => (
          <fieldset key={field} className="inbox-blocks__when">
            <legend>{field === 'start' ? t.startLegend : t.endLegend}</legend>
            <div className="inbox-when">
              <label className="field">
                <span className="field__label">{t.date}</span>
                <input className="field__control" type="date" name={`${field}Date`} data-field={field} {...invalid(field)} />
              </label>
              <label className="field">
                <span className="field__label">{t.time}</span>
                <input className="field__control" type="time" name={`${field}Time`} {...invalid(field)} />
              </label>
            </div>
            {errorOf(field) && (
              <p id={errorId(field)} className="form-notice form-notice--error">
                {errorOf(field)}
              </p>
            )}
          </fieldset>
        ))}
        <label className="field">
          <span className="field__label">{t.note}</span>
          <input className="field__control" type="text" name="note" maxLength={blockNoteLimit} data-field="note" {...invalid('note')} />
        </label>
        {errorOf('note') && (
          <p id={errorId('note')} className="form-notice form-notice--error">
            {errorOf('note')}
          </p>
        )}
        {/* Said once for a screen reader; the visible text stands next to its field. */}
        <p role="alert" className={refusal?.field && named.includes(refusal.field) ? 'visually-hidden' : 'form-notice form-notice--error'} hidden={!refusal}>
          {refusal?.message}
        </p>
        {selectNotSaved(state) && (
          <p role="alert" className="form-notice form-notice--error">
            {t.notSaved}
          </p>
        )}
        <button type="submit" className="button button--primary" aria-disabled={adding}>
          {adding ? t.adding : t.add}
        </button>
      </form>
      <div role="status">
        {selectIsLoading(state) && !blocks ? <p>{t.loading}</p> : null}
        {changed && (
          <p ref={notice} tabIndex={-1} className="form-notice form-notice--success">
            {changed === 'added' ? t.added : t.removed}
          </p>
        )}
      </div>
      {selectHasFailed(state) && (
        <div role="alert" className="form-notice form-notice--error">
          {t.failed}{' '}
          <button type="button" className="link-button" onClick={() => actor.send({ type: 'list.retry' })}>
            {t.reload}
          </button>
        </div>
      )}
      {blocks?.length === 0 && <p>{t.none}</p>}
      {blocks && blocks.length > 0 && (
        <ul className="inbox-blocks__list" aria-label={t.listLabel}>
          {blocks.map((b) => {
            const range = t.range(formatWhen(b.start, zone), formatWhen(b.end, zone));
            return (
              <li key={b.id}>
                {range}
                {b.note && <> · {b.note}</>}{' '}
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t.removeLabel(range)}
                  disabled={!state.can({ type: 'block.remove', id: b.id })}
                  onClick={() => actor.send({ type: 'block.remove', id: b.id })}
                >
                  {removing === b.id ? t.removing : t.remove}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
