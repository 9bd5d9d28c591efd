import type { ReactElement } from 'react';
import type { DeskCalls } from '../../../actors/desk';
import { deskLimits } from '../../../domain/desk';
import { deskText } from './deskText';
import { DeskTextForm } from './DeskTextForm';

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
  return (
    <DeskTextForm
      id={`desk-note-${leadId}`}
      label={t.label}
      hint={t.hint}
      rows={3}
      maxLength={deskLimits.note}
      words={t}
      submit={(input) => calls.addNote(leadId, input)}
      onSent={onSent}
      onSignedOut={onSignedOut}
    />
  );
}
