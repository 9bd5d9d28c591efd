import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, type KeyboardEvent, type ReactElement } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { recordChangeMachine } from '../../../machines/recordChange.machine';
import { selectChangeNotice, selectIsBusy } from '../../../machines/recordChange.machine';
import { bindDeleteConfirmation, bindRecordChange, type InboxCalls } from '../../actors/inbox';
import { formatWhen, inboxText } from '../../content/inbox';
import { ownerSpamReason, recordTitle, type InboxRecord, type RecordChange } from '../../domain/inbox';
import { labelledFields } from '../../domain/leadFields';
import type { ResourceName } from '../../domain/resources';
import { actorOptions } from '../../inspect';
import { DeleteConfirmation } from './DeleteConfirmation';
import { LeadMessages } from './LeadMessages';
import { hasMeetingPart, LeadMeetingBooking } from './LeadMeetingBooking';
import { LeadDesk } from './desk/LeadDesk';
import { PipelineStatus } from './PipelineStatus';
import { statusLabels } from '../../domain/pipeline';

const t = inboxText.record;

export interface RecordDetailProps {
  calls: InboxCalls;
  resource: ResourceName;
  record: InboxRecord;
  /** Deleting is an owner's (issue 36); a sales member is not offered it. */
  canDelete?: boolean;
  onChanged: () => void;
  /** The record was opened for the first time: the list's 'New' mark goes. */
  onOpened?: () => void;
  onDeleted: () => void;
  onClose: () => void;
  onSignedOut: () => void;
}

/** Every field of one record, 'Mark as contacted', and delete (through its confirmation). */
export function RecordDetail({
  calls,
  resource,
  record,
  canDelete = true,
  onChanged,
  onOpened,
  onDeleted,
  onClose,
  onSignedOut,
}: RecordDetailProps): ReactElement {
  const name = recordTitle(resource, record);
  const deleted = useRef(onDeleted);
  deleted.current = onDeleted;
  const logic = useMemo(() => bindDeleteConfirmation(calls, () => deleted.current()), [calls]);
  const deletion = useActorRef(logic, actorOptions({}));
  const deletionState = useSelector(deletion, (s) => s);
  const changes = useRecordChanges(calls, onChanged, onSignedOut);

  // Opened from a row far above: take the owner (and a screen reader) to it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  // Nobody had opened it: now someone has. Best effort: a failure leaves the mark, nothing else.
  const opened = useRef(onOpened ?? (() => {}));
  opened.current = onOpened ?? (() => {});
  useEffect(() => {
    if (record.openedAt) return;
    calls.markOpened(resource, record._id).then(
      () => opened.current(),
      () => {},
    );
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the record opens

  // Escape closes the record, as it would a panel; a question inside it (delete) answers it first.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || e.isDefaultPrevented()) return;
    e.preventDefault();
    onClose();
  };

  return (
    <section className="inbox-record" aria-labelledby="inbox-record-heading" onKeyDown={onKeyDown}>
      <h3 id="inbox-record-heading" ref={heading} tabIndex={-1}>
        {t.heading(name)}
      </h3>
      {record.spam && <p className="inbox-record__spam">{t.spam(record.spamReason)}</p>}
      <dl className="inbox-record__times">
        <div>
          <dt>{t.sentAt}</dt>
          <dd>{record.submittedAt ? formatWhen(record.submittedAt) : t.draft}</dd>
        </div>
        <div>
          <dt>{t.createdAt}</dt>
          <dd>{formatWhen(record.createdAt)}</dd>
        </div>
        <div>
          <dt>{t.updatedAt}</dt>
          <dd>{formatWhen(record.updatedAt)}</dd>
        </div>
      </dl>
      <h4 className="inbox-record__subheading">{t.fieldsHeading}</h4>
      <dl className="inbox-record__fields">
        {labelledFields(resource, record).map(({ field, label, value }) => (
          <div key={field}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <PipelineStatus
        resource={resource}
        record={record}
        busy={changes.busy}
        onMove={(status, at) => changes.apply({ resource, id: record._id, field: 'status', value: status, ...(at && { at }) }, record.pipelineStatus)}
      />
      {hasMeetingPart(resource, record) && <LeadMeetingBooking key={record._id} calls={calls} record={record} onSignedOut={onSignedOut} />}
      {calls.messages && <LeadMessages resource={resource} record={record} onSignedOut={onSignedOut} calls={calls.messages} />}
      <p role="status">{record.lastContactAt ? t.contactedAt(formatWhen(record.lastContactAt)) : ''}</p>
      <ChangeNotice state={changes.state} onUndo={() => changes.send({ type: 'change.undo' })} />
      <div className="inbox-record__actions">
        {/* aria-disabled, not disabled: a disabled button loses the focus the owner pressed it with (to <body>). */}
        <button
          type="button"
          className="button button--primary"
          aria-disabled={changes.busy}
          onClick={() => changes.apply({ resource, id: record._id, field: 'lastContact', value: 'now' }, record.lastContactAt)}
        >
          {t.markContacted}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={changes.busy}
          onClick={() => changes.apply({ resource, id: record._id, field: 'spam', value: record.spam ? null : ownerSpamReason }, record.spamReason ?? null)}
        >
          {record.spam ? t.notSpam : t.flagSpam}
        </button>
        {canDelete && (
          <button
            type="button"
            className="button button--secondary"
            disabled={!deletionState.can({ type: 'delete.request', target: { resource, id: record._id, title: name } })}
            onClick={() => deletion.send({ type: 'delete.request', target: { resource, id: record._id, title: name } })}
          >
            {t.delete}
          </button>
        )}
        <button type="button" className="link-button" onClick={onClose}>
          {t.close}
        </button>
      </div>
      <DeleteConfirmation
        state={deletionState}
        onConfirm={() => deletion.send({ type: 'delete.confirm' })}
        onCancel={() => deletion.send({ type: 'delete.cancel' })}
      />
      {calls.desk && <LeadDesk leadId={record._id} calls={calls.desk} onChanged={onChanged} onSignedOut={onSignedOut} />}
    </section>
  );
}

/** The record's changes (contacted, spam flag) and their undo, through the recordChange machine. */
function useRecordChanges(calls: InboxCalls, onChanged: () => void, onSignedOut: () => void) {
  const changed = useRef(onChanged);
  changed.current = onChanged;
  const signedOut = useRef(onSignedOut);
  signedOut.current = onSignedOut;
  const logic = useMemo(
    () =>
      bindRecordChange(
        calls,
        () => changed.current(),
        () => signedOut.current(),
      ),
    [calls],
  );
  const actor = useActorRef(logic, actorOptions({}));
  const state = useSelector(actor, (s) => s);
  const busy = selectIsBusy(state);
  return {
    state,
    busy,
    send: actor.send,
    /** The change, and the one back to `before` (what the record holds now). */
    apply: (change: RecordChange, before: string | null) => {
      // The undo happens now: a status's past date (a subscription told late) is not the undo's.
      if (!busy) actor.send({ type: 'change.apply', change, undo: { ...change, value: before, ...('at' in change && { at: undefined }) } as RecordChange });
    },
  };
}

/** What became of the last change, with 'Undo' while it can be undone. */
function ChangeNotice({ state, onUndo }: { state: SnapshotFrom<typeof recordChangeMachine>; onUndo: () => void }): ReactElement {
  const notice = selectChangeNotice(state);
  const change = state.context.change;
  const what = !change
    ? ''
    : change.field === 'status'
      ? inboxText.pipeline.changed(statusLabels.en[change.value])
      : change.field === 'lastContact'
        ? t.changed.contacted
        : change.value === null
          ? t.changed.notSpam
          : t.changed.spam;
  if (notice === 'failed' || notice === 'undoFailed') {
    return (
      <p role="alert" className="form-notice form-notice--error">
        {notice === 'failed' ? t.failed : t.undoFailed}{' '}
        {notice === 'undoFailed' && (
          <button type="button" className="link-button" onClick={onUndo}>
            {t.undo}
          </button>
        )}
      </p>
    );
  }
  return (
    <p role="status" className="inbox-record__change">
      {notice === 'applied' && (
        <>
          {what}{' '}
          <button type="button" className="link-button" onClick={onUndo} aria-label={t.undoLabel(what)}>
            {t.undo}
          </button>
        </>
      )}
      {notice === 'undone' && t.undone}
    </p>
  );
}
