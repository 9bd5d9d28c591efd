import { useRef, useState, type ClipboardEvent, type ReactElement } from 'react';
import type { Counted } from './fieldParts';
import { formText } from '../../content/formText';

/** From this share of its limit on, a text field counts its characters. */
const countFrom = 0.9;

/** What a paste left out: the characters the field's limit cut from it (0: nothing). */
export function pastedBeyond(current: string, selected: number, pasted: string, maxLength: number): number {
  return Math.max(0, current.length - selected + pasted.length - maxLength);
}

/**
 * The field's length once it nears its limit, and what a paste lost to it. The browser cuts
 * typing and pasting at `maxLength` without a word (the server refuses more), so a visitor who
 * pasted a long text would not know its end is missing.
 */
/** Whether the note has anything to say (only then does it describe its control). */
export const lengthNoteSays = ({ length, maxLength, cut }: Counted): boolean => cut > 0 || length >= maxLength * countFrom;

export function LengthNote({ id, length, maxLength, cut }: { id: string } & Counted): ReactElement {
  const near = length >= maxLength * countFrom;
  return (
    // Polite, and empty far from the limit: the count is read only where it matters.
    <p id={id} className="field__count" aria-live="polite" data-full={length >= maxLength ? '' : undefined}>
      {cut > 0
        ? formText.pasteCut(maxLength, cut)
        : near
          ? formText.count(length, maxLength)
          : null}
    </p>
  );
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * What a text control with a limit needs for its length note: the count, a paste handler that
 * works out what the limit will cut, and `typed`, called on every change, which forgets a cut
 * once the visitor changes the text by other means than that paste.
 */
export function useLengthNote(value: string | undefined, maxLength: number | undefined) {
  const [cut, setCut] = useState(0);
  // The paste's own input event comes right after it, in the same task.
  const pasting = useRef(false);
  if (maxLength === undefined) return { counted: undefined, onPaste: undefined, typed: () => {} };
  const counted: Counted = { length: value?.length ?? 0, maxLength, cut };
  const onPaste = (e: ClipboardEvent<TextControl>) => {
    const control = e.currentTarget;
    const selected = (control.selectionEnd ?? 0) - (control.selectionStart ?? 0);
    setCut(pastedBeyond(control.value, selected, e.clipboardData.getData('text'), maxLength));
    pasting.current = true;
    setTimeout(() => (pasting.current = false));
  };
  const typed = () => {
    if (!pasting.current) setCut(0);
  };
  return { counted, onPaste, typed };
}
