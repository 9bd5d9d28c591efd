import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, type FormEvent, type ReactElement } from 'react';
import { selectBooked, selectIsBooking, selectNotSaved, selectRefusal } from '../../../machines/leadMeeting.machine';
import { bindLeadMeeting, type InboxCalls } from '../../actors/inbox';
import { formatWhen, inboxText, ownerInstant, ownerZone } from '../../content/inbox';
import type { InboxRecord } from '../../domain/inbox';
import type { ResourceName } from '../../domain/resources';
import { actorOptions } from '../../inspect';

const t = inboxText.meetings.book;

/**
 * Whether the team can book a time for this record: a demo request, sent, not spam, without a
 * meeting the visitor booked on the form. (A meeting the team booked earlier is not on the record:
 * the server refuses a second one with 409, and the form says so.)
 */
export const canBookFor = (resource: ResourceName, record: InboxRecord): boolean =>
  resource === 'waitlist-records' && record.sent && !record.spam && !(record as { meetingStart?: unknown }).meetingStart;

export interface LeadMeetingBookingProps {
  calls: InboxCalls;
  leadId: string;
  onSignedOut: () => void;
}

/** 'Book a demo meeting' on a lead's record (issue 34, item 7): a date and a time in the owner's zone. */
export function LeadMeetingBooking({ calls, leadId, onSignedOut }: LeadMeetingBookingProps): ReactElement {
  const signedOut = useRef(onSignedOut);
  signedOut.current = onSignedOut;
  const logic = useMemo(() => bindLeadMeeting(calls, () => signedOut.current()), [calls]);
  const actor = useActorRef(logic, actorOptions({ input: { leadId } }));
  const state = useSelector(actor, (s) => s);
  const booking = selectIsBooking(state);
  const booked = selectBooked(state);
  const refusal = selectRefusal(state);
  const zone = ownerZone();

  // The form goes once booked: focus goes to what happened, as the button it was pressed with is gone.
  const notice = useRef<HTMLParagraphElement>(null);
  const date = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (booked) notice.current?.focus();
  }, [booked]);
  useEffect(() => {
    if (refusal) date.current?.focus();
  }, [refusal]);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (booking) return;
    const data = new FormData(e.currentTarget);
    actor.send({ type: 'meeting.book', start: ownerInstant(String(data.get('date') ?? ''), String(data.get('time') ?? ''), zone) });
  };
  const invalid = refusal ? ({ 'aria-invalid': true, 'aria-describedby': 'inbox-book-error' } as const) : ({ 'aria-invalid': false } as const);

  return (
    <section className="inbox-book" aria-labelledby="inbox-book-heading">
      <h4 id="inbox-book-heading" className="inbox-record__subheading">
        {t.heading}
      </h4>
      <div role="status">
        {booked && (
          <p ref={notice} tabIndex={-1} className="form-notice form-notice--success">
            {t.booked(formatWhen(booked.start, zone))}{' '}
            <a href={booked.videoUrl} rel="noreferrer noopener" target="_blank">
              {inboxText.meetings.video}
            </a>
          </p>
        )}
      </div>
      {!booked && (
        <form onSubmit={submit} noValidate>
          <p>{t.lead(zone)}</p>
          <div className="inbox-when">
            <label className="field">
              <span className="field__label">{t.date}</span>
              <input ref={date} className="field__control" type="date" name="date" {...invalid} />
            </label>
            <label className="field">
              <span className="field__label">{t.time}</span>
              <input className="field__control" type="time" name="time" {...invalid} />
            </label>
            <button type="submit" className="button button--primary" aria-disabled={booking}>
              {booking ? t.booking : t.submit}
            </button>
          </div>
          {refusal && (
            <p id="inbox-book-error" role="alert" className="form-notice form-notice--error">
              {refusal.message}
            </p>
          )}
          {selectNotSaved(state) && (
            <p role="alert" className="form-notice form-notice--error">
              {t.notSaved}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
