import { useEffect, useRef, type KeyboardEvent, type ReactElement } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { deleteConfirmationMachine } from '../../../machines/deleteConfirmation.machine';
import { inboxText } from '../../content/inbox';

const t = inboxText.deletion;

export interface DeleteConfirmationProps {
  state: SnapshotFrom<typeof deleteConfirmationMachine>;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The question before a deletion, naming the record; focus moves to it so a keyboard user answers
 * it. Escape answers 'Cancel', as in any dialog (WAI-ARIA APG, alertdialog), and a cancel gives
 * focus back to what asked the question ('Delete…'), which was disabled meanwhile.
 */
export function DeleteConfirmation({ state, onConfirm, onCancel }: DeleteConfirmationProps): ReactElement | null {
  const box = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const cancelled = useRef(false);
  const asking = state.matches('confirming') || state.matches('failed');
  // Read while rendering the question, before this render disables 'Delete…' (a focused button
  // that is disabled loses focus to <body>, and by the effect it has).
  if (state.matches('confirming') && !opener.current && typeof document !== 'undefined') opener.current = document.activeElement as HTMLElement | null;
  useEffect(() => {
    // Asked, or asked again after a failed try (its buttons were disabled meanwhile).
    if (asking && !box.current?.contains(document.activeElement)) box.current?.focus();
    if (!state.matches('idle')) return;
    // After the render that enabled 'Delete…' again: a disabled button cannot take focus.
    if (cancelled.current) opener.current?.focus();
    cancelled.current = false;
    opener.current = null;
  }, [state, asking]);
  if (!asking && !state.matches('deleting')) return null;
  const cancel = () => {
    cancelled.current = true;
    onCancel();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || state.matches('deleting')) return;
    e.preventDefault();
    cancel();
  };
  const title = state.context.target?.title ?? '';
  return (
    <div ref={box} className="inbox-confirm" role="alertdialog" aria-labelledby="inbox-confirm-question" tabIndex={-1} onKeyDown={onKeyDown}>
      <p id="inbox-confirm-question">{t.question(title)}</p>
      {state.matches('failed') && (
        <p role="alert" className="form-notice form-notice--error">
          {t.failed}
        </p>
      )}
      <div className="inbox-record__actions">
        <button type="button" className="button button--primary inbox-confirm__danger" onClick={onConfirm} disabled={state.matches('deleting')}>
          {state.matches('deleting') ? t.deleting : state.matches('failed') ? t.retry : t.confirm}
        </button>
        <button type="button" className="button button--secondary" onClick={cancel} disabled={state.matches('deleting')}>
          {t.cancel}
        </button>
      </div>
    </div>
  );
}
