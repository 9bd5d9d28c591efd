import type { FormEvent, ReactElement } from 'react';
import { selectIsSending } from '../../../../machines/deskText.machine';
import type { DeskCalls } from '../../../actors/desk';
import { deskText } from './deskText';
import { deskLimits } from '../../../domain/desk';
import { TextNotice } from './TextNotice';
import { useDeskText } from './useDeskText';

const t = deskText.note;

export interface NoteFormProps {
  leadId: string;
  calls: Pick<DeskCalls, 'addNote'>;
  /** The note is stored: the timeline shows it. */
  onSent: () => void;
  onSignedOut: () => void;
}

/** A note on the lead (who and when are the server's): written, saved, on the timeline. */
export function NoteForm({ leadId, calls, onSent, onSignedOut }: NoteFormProps): ReactElement {
  const { state, send } = useDeskText({ kind: 'message' }, (input) => calls.addNote(leadId, input), onSent, onSignedOut);
  const sending = selectIsSending(state);
  const id = `desk-note-${leadId}`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'text.submit' });
  };
  return (
    <form className="desk-text" onSubmit={submit} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t.label}
        </label>
        <textarea
          id={id}
          className="field__control"
          rows={3}
          maxLength={deskLimits.note}
          value={state.context.text}
          readOnly={sending}
          aria-describedby={`${id}-hint`}
          onChange={(e) => send({ type: 'text.change', text: e.target.value })}
        />
        <p id={`${id}-hint`} className="field__hint">
          {t.hint}
        </p>
      </div>
      <button type="submit" className="button button--secondary" aria-disabled={sending}>
        {t.submit}
      </button>
      <TextNotice state={state} words={t} />
    </form>
  );
}
