import './form.css';
import { useSelector } from '@xstate/react';
import type { ReactElement } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectSaveStatus, type autosaveMachine } from '../../../machines/autosave.machine';
import { messages } from '../../domain/messages';

export type AutosaveRef = ActorRefFrom<typeof autosaveMachine>;

/**
 * 'Saving…', 'Saved', or that the form is offline and keeps trying. Only the last two are
 * announced: a screen reader hearing "Saving… Saved" after every word would be unusable.
 */
export function SaveIndicator({ autosave }: { autosave: AutosaveRef | undefined }): ReactElement {
  const status = useSelector(autosave, selectSaveStatus);
  const quiet = status === 'saving' || status === 'saved' ? messages.saveStatus[status] : '';
  const urgent = status === 'offline' || status === 'rejected' ? messages.saveStatus[status] : '';
  return (
    <div className="save-indicator" data-status={status}>
      <span className="save-indicator__quiet">{quiet}</span>
      <span className="save-indicator__urgent" role="status">
        {urgent}
      </span>
    </div>
  );
}
