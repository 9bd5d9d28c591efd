import { useSyncExternalStore, type ReactElement } from 'react';
import type { AnyActorRef } from 'xstate';
import { selectSaveStatus, type SaveStatus } from '../../../machines/saveRules';
import { messages } from '../../domain/messages';

/** A form's autosave child, or a form that owns its saving (its snapshot has the save tags). */
export type AutosaveRef = AnyActorRef;

/**
 * The autosave's status. Subscribes with an error handler: a failing autosave is its form's
 * business (the form machine's onError), and xstate reports an error as unhandled to any
 * observer without one.
 */
export function useSaveStatus(autosave: AutosaveRef | undefined): SaveStatus {
  const read = () => selectSaveStatus(autosave?.getSnapshot());
  return useSyncExternalStore(
    (onChange) => {
      if (!autosave) return () => {};
      const subscription = autosave.subscribe({ next: onChange, error: onChange });
      return () => subscription.unsubscribe();
    },
    read,
    read,
  );
}

/**
 * 'Saving…', 'Saved', or that the form is offline (or the server not answering) and keeps trying. Only the last two are
 * announced: a screen reader hearing "Saving… Saved" after every word would be unusable.
 */
export function SaveIndicator({ autosave }: { autosave: AutosaveRef | undefined }): ReactElement {
  const status = useSaveStatus(autosave);
  const quiet = status === 'saving' || status === 'saved' ? messages.saveStatus[status] : '';
  const urgent =
    status === 'offline' || status === 'unavailable' || status === 'rejected' || status === 'slow' || status === 'blocked' ? messages.saveStatus[status] : '';
  return (
    <div className="save-indicator" data-status={status}>
      <span className="save-indicator__quiet">{quiet}</span>
      <span className="save-indicator__urgent" role="status">
        {urgent}
      </span>
    </div>
  );
}
