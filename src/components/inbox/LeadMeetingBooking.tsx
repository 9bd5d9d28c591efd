import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, type FormEvent, type ReactElement } from 'react';
import {
  selectBooked,
  selectIsBooking,
  selectIsChecking,
  selectIsOff,
  selectJustBooked,
  selectNotSaved,
  selectRefusal,
} from '../../../machines/leadMeeting.machine';
import { bindLeadMeeting, type InboxCalls } from '../../actors/inbox';
import { formatWhen, inboxText, ownerInstant, ownerZone } from '../../content/inbox';
import type { InboxRecord } from '../../domain/inbox';
import type { RecordMeeting } from '../../domain/meetings';
import type { ResourceName } from '../../domain/resources';
import { actorOptions } from '../../inspect';

const t = inboxText.meetings.book;
const shown = inboxText.meetings.ofLead;

/** The record's meeting that holds the lead's time (booked, held or missed); a cancelled one leaves it free. */
const currentMeeting = (record: InboxRecord): RecordMeeting | null => (record.meeting && record.meeting.status !== 'cancelled' ? record.meeting : null);

/**
 * Whether a record has a meeting part: a demo request with a meeting (whoever booked it), or one
 * the team may book for (sent, not spam). A record read without its meeting (a privacy search's)
 * is offered nothing: whether it has one is not known there.
 */
export const hasMeetingPart = (resource: ResourceName, record: InboxRecord): boolean =>
  resource === 'waitlist-records' && record.meeting !== undefined && (currentMeeting(record) !== null || (record.sent && !record.spam));

export interface LeadMeetingBookingProps {
  calls: InboxCalls;
  record: InboxRecord;
  onSignedOut: () => void;
}

/**
 * A demo request's meeting on its record (issue 34, item 7 and follow-ups): the meeting it has,
 * whoever booked it; else 'Book a demo meeting', a date and a time in the owner's zone, when the
 * server books meetings at all, and what to do instead when it does not.
 */
export function LeadMeetingBooking({ calls, record, onSignedOut }: LeadMeetingBookingProps): ReactElement {
  const signedOut = useRef(onSignedOut);
  signedOut.current = onSignedOut;
  const logic = useMemo(() => bindLeadMeeting(calls, () => signedOut.current()), [calls]);
  const actor = useActorRef(logic, actorOptions({ input: { leadId: record._id, meeting: currentMeeting(record) } }));
  const state = useSelector(actor, (s) => s);
  const booking = selectIsBooking(state);
  const booked = selectBooked(state);
  const justBooked = selectJustBooked(state);
  const refusal = selectRefusal(state);
  const zone = ownerZone();

  // The form goes once booked: focus goes to what happened, as the button it was pressed with is gone.
  const notice = useRef<HTMLParagraphElement>(null);
  const date = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (justBooked) notice.current?.focus();
  }, [justBooked]);
  useEffect(() => {
    if (refusal) date.current?.focus();
  }, [refusal]);

  if (booked) {
    const when = formatWhen(booked.start, zone);
    return (
      <section className="inbox-book" aria-labelledby="inbox-book-heading">
        <h4 id="inbox-book-heading" className="inbox-record__subheading">
          {shown.heading}
        </h4>
        <div role="status">
          {justBooked ? (
            <p ref={notice} tabIndex={-1} className="form-notice form-notice--success">
              {t.booked(when)} <VideoLink meeting={booked} />
            </p>
          ) : (
            <p>
              {shown.status[booked.status as Exclude<RecordMeeting['status'], 'cancelled'>](when, shown.by[booked.bookedBy])} <VideoLink meeting={booked} />
            </p>
          )}
        </div>
      </section>
    );
  }

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (booking) return;
    const data = new FormData(e.currentTarget);
    actor.send({ type: 'meeting.book', start: ownerInstant(String(data.get('date') ?? ''), String(data.get('time') ?? ''), zone) });
  };
  const invalid = refusal ? ({ 'aria-invalid': true, 'aria-describedby': 'inbox-book-error' } as const) : ({ 'aria-invalid': false } as const);
  const cancelled = record.meeting?.status === 'cancelled' ? record.meeting : null;

  return (
    <section className="inbox-book" aria-labelledby="inbox-book-heading" aria-busy={selectIsChecking(state) || undefined}>
      <h4 id="inbox-book-heading" className="inbox-record__subheading">
        {/* Nothing to book while booking is off: the part is about the lead's meeting, not the form. */}
        {selectIsOff(state) ? shown.heading : t.heading}
      </h4>
      {cancelled && <p>{t.cancelled(formatWhen(cancelled.start, zone))}</p>}
      <div role="status">
        {selectIsChecking(state) && <p>{t.checking}</p>}
        {selectIsOff(state) && <p className="form-notice">{t.off}</p>}
      </div>
      {!selectIsChecking(state) && !selectIsOff(state) && (
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

/** A meeting still to come has its video link; one that is over does not need it. */
function VideoLink({ meeting }: { meeting: RecordMeeting }): ReactElement | null {
  if (meeting.status !== 'booked') return null;
  return (
    <a href={meeting.videoUrl} rel="noreferrer noopener" target="_blank">
      {inboxText.meetings.video}
    </a>
  );
}
