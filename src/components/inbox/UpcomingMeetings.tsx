import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, type ReactElement } from 'react';
import { selectHasFailed, selectIsLoading, selectMeetings, selectRecorded, selectRecordingId, selectRefused } from '../../../machines/upcomingMeetings.machine';
import { bindUpcomingMeetings, type InboxCalls } from '../../actors/inbox';
import { formatWhen, inboxText } from '../../content/inbox';
import { recordLink } from '../../domain/inbox';
import { meetingOutcomes, type TeamMeeting } from '../../domain/meetings';
import { actorOptions } from '../../inspect';
import { MeetingBlocks } from './MeetingBlocks';

const t = inboxText.meetings;

export interface UpcomingMeetingsProps {
  calls: InboxCalls;
  onSignedOut: () => void;
  /** What 'now' is, for whether a meeting has started (tests pin it). */
  now?: () => Date;
}

const who = (m: TeamMeeting) => m.name?.trim() || m.email || t.unnamed;

/**
 * The inbox's demo meetings (issue 34): when (in the owner's zone), who, which center, the video
 * link and the lead's record; 'Held' and 'No-show' once a meeting has started.
 */
export function UpcomingMeetings({ calls, onSignedOut, now = () => new Date() }: UpcomingMeetingsProps): ReactElement {
  const signedOut = useRef(onSignedOut);
  signedOut.current = onSignedOut;
  const logic = useMemo(() => bindUpcomingMeetings(calls, () => signedOut.current()), [calls]);
  const actor = useActorRef(logic, actorOptions({}));
  const state = useSelector(actor, (s) => s);
  const meetings = selectMeetings(state);
  const recorded = selectRecorded(state);
  const refused = selectRefused(state);
  const recording = selectRecordingId(state);

  // The row of a recorded meeting leaves the list, and its button with it: focus goes to the notice.
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (recorded) notice.current?.focus();
  }, [recorded]);

  return (
    <section className="inbox-meetings" aria-labelledby="inbox-meetings-heading">
      <h2 id="inbox-meetings-heading">{t.heading}</h2>
      <p>{t.lead}</p>
      <div role="status">
        {selectIsLoading(state) && !meetings ? <p>{t.loading}</p> : null}
        {recorded && (
          <p ref={notice} tabIndex={-1} className="form-notice form-notice--success">
            {t.recorded(t.outcomes[recorded.outcome])}
          </p>
        )}
      </div>
      {refused && (
        <p role="alert" className="form-notice form-notice--error">
          {t.refused}
        </p>
      )}
      {selectHasFailed(state) && (
        <div role="alert" className="form-notice form-notice--error">
          {t.failed}{' '}
          <button type="button" className="link-button" onClick={() => actor.send({ type: 'list.retry' })}>
            {t.reload}
          </button>
        </div>
      )}
      {meetings?.length === 0 && <p>{t.none}</p>}
      {meetings && meetings.length > 0 && (
        <div className="inbox-table-wrap">
          <table className="inbox-table">
            <caption className="visually-hidden">{t.count(meetings.length)}</caption>
            <thead>
              <tr>
                <th scope="col">{t.columns.when}</th>
                <th scope="col">{t.columns.who}</th>
                <th scope="col">{t.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {meetings.map((m) => (
                <tr key={m.id}>
                  <td>
                    {formatWhen(m.start)}
                    {m.bookedBy === 'team' && (
                      <>
                        <br />
                        {t.bookedByTeam}
                      </>
                    )}
                  </td>
                  <td>
                    {who(m)}
                    {m.center && (
                      <>
                        <br />
                        {m.center}
                      </>
                    )}
                    <div className="inbox-alerts__actions">
                      <a href={recordLink('waitlist-records', m.leadId)} aria-label={t.openLeadLabel(who(m))}>
                        {t.openLead}
                      </a>
                      <a href={m.videoUrl} rel="noreferrer noopener" target="_blank">
                        {t.video}
                      </a>
                    </div>
                  </td>
                  <td>
                    {Date.parse(m.start) > now().getTime() ? (
                      t.notStarted
                    ) : (
                      <div className="inbox-alerts__actions">
                        {meetingOutcomes.map((outcome) => (
                          <button
                            key={outcome}
                            type="button"
                            className="button button--secondary"
                            aria-label={t.outcomeLabel(t.outcomes[outcome], who(m), formatWhen(m.start))}
                            disabled={!state.can({ type: 'outcome.record', id: m.id, outcome })}
                            onClick={() => actor.send({ type: 'outcome.record', id: m.id, outcome })}
                          >
                            {recording === m.id && state.context.target?.outcome === outcome ? t.recording : t.outcomes[outcome]}
                          </button>
                        ))}
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <MeetingBlocks calls={calls} onSignedOut={onSignedOut} />
    </section>
  );
}
