import { useEffect, useRef, type ReactElement } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { deleteConfirmationMachine } from '../../../machines/deleteConfirmation.machine';
import { inboxText } from '../../content/inbox';

const t = inboxText.deletion;

export interface DeleteConfirmationProps {
  state: SnapshotFrom<typeof deleteConfirmationMachine>;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The question before a deletion, naming the record; focus moves to it so a keyboard user answers it. */
export function DeleteConfirmation({ state, onConfirm, onCancel }: DeleteConfirmationProps): ReactElement | null {
  const box = useRef<HTMLDivElement>(null);
  const asking = state.matches('confirming') || state.matches('failed');
  useEffect(() => {
    if (state.matches('confirming')) box.current?.focus();
  }, [state]);
  if (!asking && !state.matches('deleting')) return null;
  const title = state.context.target?.title ?? '';
  return (
    <div ref={box} className="inbox-confirm" role="alertdialog" aria-labelledby="inbox-confirm-question" tabIndex={-1}>
      <p id="inbox-confirm-question">{t.question(title)}</p>
      {state.matches('failed') && <p role="alert" className="form-notice form-notice--error">{t.failed}</p>}
      <div className="inbox-record__actions">
        <button type="button" className="button button--primary inbox-confirm__danger" onClick={onConfirm} disabled={state.matches('deleting')}>
          {state.matches('deleting') ? t.deleting : state.matches('failed') ? t.retry : t.confirm}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={state.matches('deleting')}>
          {t.cancel}
        </button>
      </div>
    </div>
  );
}
