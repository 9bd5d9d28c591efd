import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef, type ReactElement } from 'react';
import { selectDesk, selectHasFailed, selectIsLoading } from '../../../../machines/deskTimeline.machine';
import { bindDeskTimeline, type DeskCalls } from '../../../actors/desk';
import { deskText } from './deskText';
import { formatDuration, type LeadDesk as Desk } from '../../../domain/desk';
import { actorOptions } from '../../../inspect';
import { AssigneeField } from './AssigneeField';
import { DeskTimeline } from './DeskTimeline';
import { NoteForm } from './NoteForm';
import { ReplyComposer } from './ReplyComposer';
import './desk.css';

export interface LeadDeskProps {
  leadId: string;
  calls: DeskCalls;
  /** Something the list shows changed (a reply is a contact). */
  onChanged?: () => void;
  onSignedOut: () => void;
  /** The clock, for how long a lead has waited (tests fix it). */
  now?: () => Date;
}

/** A lead's desk in its record (issue 36 items 4 and 6): response time, assignee, reply, note, timeline. */
export function LeadDesk({ leadId, calls, onChanged, onSignedOut, now = () => new Date() }: LeadDeskProps): ReactElement {
  const signedOut = useRef(onSignedOut);
  signedOut.current = onSignedOut;
  const logic = useMemo(() => bindDeskTimeline(calls, () => signedOut.current()), [calls]);
  const timeline = useActorRef(logic, actorOptions({ input: { leadId } }));
  const state = useSelector(timeline, (s) => s);
  const desk = selectDesk(state);
  const update = () => timeline.send({ type: 'desk.update' });
  const t = deskText;

  return (
    <section className="lead-desk" aria-labelledby={`lead-desk-${leadId}`}>
      <h4 id={`lead-desk-${leadId}`}>{t.heading}</h4>
      {selectIsLoading(state) && <p role="status">{t.loading}</p>}
      {selectHasFailed(state) && (
        <p role="alert" className="form-notice form-notice--error">
          {t.loadFailed}{' '}
          <button type="button" className="link-button" onClick={() => timeline.send({ type: 'desk.retry' })}>
            {t.retry}
          </button>
        </p>
      )}
      {desk && (
        <>
          <ResponseLine desk={desk} now={now()} />
          <AssigneeField leadId={leadId} assignee={desk.assignee} known={desk.knownAssignees} calls={calls} onSent={update} onSignedOut={onSignedOut} />
          {desk.canReply ? (
            <ReplyComposer
              leadId={leadId}
              to={desk.replyAddress}
              replyTo={desk.replyTo}
              calls={calls}
              onSent={() => {
                update();
                onChanged?.();
              }}
              onSignedOut={onSignedOut}
            />
          ) : (
            desk.replyRefusal && <p className="form__note">{desk.replyRefusal}</p>
          )}
          <NoteForm leadId={leadId} calls={calls} onSent={update} onSignedOut={onSignedOut} />
          <DeskTimeline entries={desk.timeline} />
        </>
      )}
    </section>
  );
}

/** How long the lead waited for its first contact, or has waited so far. */
function ResponseLine({ desk, now }: { desk: Desk; now: Date }): ReactElement | null {
  if (!desk.sentAt) return null;
  const sent = Date.parse(desk.sentAt);
  const minutes = ((desk.firstContactAt ? Date.parse(desk.firstContactAt) : now.getTime()) - sent) / 60_000;
  const took = formatDuration(Math.max(0, minutes));
  return <p className="lead-desk__response">{desk.firstContactAt ? deskText.response.answered(took) : deskText.response.waiting(took)}</p>;
}
