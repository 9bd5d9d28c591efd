import type { FormEvent, ReactElement } from 'react';
import { selectIsSending, type SubmitTextInput } from '../../../../machines/deskText.machine';
import { TextNotice } from './TextNotice';
import { useDeskText } from './useDeskText';

export interface DeskTextFormProps {
  /** The text box's id (its hint's is derived). */
  id: string;
  label: string;
  hint: string;
  rows: number;
  maxLength: number;
  /** The press's words, and what becomes of the text (on its way, there, or not). */
  words: { submit: string; sending: string; sent: string; failed: string };
  primary?: boolean;
  submit: (input: SubmitTextInput) => Promise<unknown>;
  onSent: () => void;
  onSignedOut: () => void;
}

/** A text written in the record and sent to the desk (a note, a reply): one deskText machine each. */
export function DeskTextForm({ id, label, hint, rows, maxLength, words, primary = false, submit, onSent, onSignedOut }: DeskTextFormProps): ReactElement {
  const { state, send } = useDeskText({ kind: 'message' }, submit, onSent, onSignedOut);
  const sending = selectIsSending(state);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'text.submit' });
  };
  return (
    <form className="desk-text" onSubmit={onSubmit} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <textarea
          id={id}
          className="field__control"
          rows={rows}
          maxLength={maxLength}
          value={state.context.text}
          readOnly={sending}
          aria-describedby={`${id}-hint`}
          onChange={(e) => send({ type: 'text.change', text: e.target.value })}
        />
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      </div>
      <button type="submit" className={`button ${primary ? 'button--primary' : 'button--secondary'}`} aria-disabled={sending}>
        {words.submit}
      </button>
      <TextNotice state={state} words={words} />
    </form>
  );
}
