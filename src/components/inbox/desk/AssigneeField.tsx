import type { FormEvent, ReactElement } from 'react';
import { selectIsSending } from '../../../../machines/deskText.machine';
import type { DeskCalls } from '../../../actors/desk';
import { deskText } from './deskText';
import { deskLimits } from '../../../domain/desk';
import { TextNotice } from './TextNotice';
import { useDeskText } from './useDeskText';

const t = deskText.assignee;

export interface AssigneeFieldProps {
  leadId: string;
  assignee: string | null;
  /** The team members assigned before: offered as the field is typed in. */
  known: string[];
  calls: Pick<DeskCalls, 'assign'>;
  onSent: () => void;
  onSignedOut: () => void;
}

/** Who works the lead: a free choice among the team members known, by e-mail until accounts exist (issue 36 item 5). */
export function AssigneeField({ leadId, assignee, known, calls, onSent, onSignedOut }: AssigneeFieldProps): ReactElement {
  const { state, send } = useDeskText({ kind: 'field', text: assignee ?? '' }, (input) => calls.assign(leadId, input.text.trim()), onSent, onSignedOut);
  const sending = selectIsSending(state);
  const id = `desk-assignee-${leadId}`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'text.submit' });
  };
  return (
    <form className="desk-text desk-text--inline" onSubmit={submit} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t.label}
        </label>
        <input
          id={id}
          className="field__control"
          type="email"
          list={`${id}-known`}
          maxLength={deskLimits.assignee}
          value={state.context.text}
          readOnly={sending}
          aria-describedby={`${id}-hint`}
          onChange={(e) => send({ type: 'text.change', text: e.target.value })}
        />
        <datalist id={`${id}-known`}>
          {known.map((k) => (
            <option key={k} value={k} />
          ))}
        </datalist>
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
