import { useRef, useState, useSyncExternalStore, type ChangeEvent, type ClipboardEvent, type ReactElement } from 'react';
import type { Counted } from './fieldParts';
import { formText } from '../../content/formText';

/** From this share of its limit on, a text field counts its characters. */
const countFrom = 0.9;

/** The text cut to `max` UTF-16 code units, never between the two halves of a character. */
export function cutTo(text: string, max: number): string {
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** What a paste left out: the characters the field's limit cut from it (0: nothing). */
export function pastedBeyond(current: string, selected: number, pasted: string, maxLength: number): number {
  return Math.max(0, current.length - selected + pasted.length - maxLength);
}

/** What the note says: what a paste lost, else the count near the limit, else nothing. */
function lengthNoteText({ length, maxLength, cut }: Counted): string | null {
  if (cut > 0) return formText.pasteCut(maxLength, cut);
  return length >= maxLength * countFrom ? formText.count(length, maxLength) : null;
}

/** Whether the note has anything to say (only then does it describe its control). */
export const lengthNoteSays = (counted: Counted): boolean => lengthNoteText(counted) !== null;

/**
 * The field's length once it nears its limit, and what a paste lost to it. The browser cuts
 * typing and pasting at `maxLength` without a word (the server refuses more), so a visitor who
 * pasted a long text would not know its end is missing.
 */
export function LengthNote({ id, ...counted }: { id: string } & Counted): ReactElement {
  return (
    // Polite, and empty far from the limit: the count is read only where it matters.
    <p id={id} className="field__count" aria-live="polite" data-full={counted.length >= counted.maxLength ? '' : undefined}>
      {lengthNoteText(counted)}
    </p>
  );
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

const unchanging = () => () => {};
/** False in the prerendered HTML and while it hydrates, true once the control is the form's (and in a page drawn in the browser). */
const useLive = () =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );

/**
 * What a text control with a limit needs for its length note: the count, and the control's
 * `onChange`, `onPaste` and `maxLength`. A paste works out what the limit will cut; any other
 * change forgets that cut. Without a limit, only `onChange`.
 *
 * The prerendered control has no `maxlength` (issue 33): a paste made before the form's code has
 * come would be cut by the browser without a word, and nothing could tell afterwards what was
 * lost. So the box takes it whole, and once the code is live, the text played back to the form
 * (island/replayEdits.ts) is cut to the limit here, with the same note as a paste after. Without
 * JavaScript, the form post's answer names the field that is too long, with the text kept.
 */
export function useLengthNote(value: string | undefined, maxLength: number | undefined, onChange: (value: string) => void) {
  const [cut, setCut] = useState(0);
  // The paste's own input event comes right after it, in the same task.
  const pasting = useRef(false);
  const live = useLive();
  const changed = (e: ChangeEvent<TextControl>) => {
    const text = e.target.value;
    // Over the limit only if it came before the control had its `maxlength`: pasted (or typed) early.
    if (maxLength !== undefined && text.length > maxLength) {
      const kept = cutTo(text, maxLength);
      setCut(text.length - kept.length);
      onChange(kept);
      return;
    }
    if (!pasting.current && cut > 0) setCut(0);
    onChange(text);
  };
  if (maxLength === undefined) return { counted: undefined, control: { onChange: changed } };
  const onPaste = (e: ClipboardEvent<TextControl>) => {
    const control = e.currentTarget;
    const selected = (control.selectionEnd ?? 0) - (control.selectionStart ?? 0);
    setCut(pastedBeyond(control.value, selected, e.clipboardData.getData('text'), maxLength));
    pasting.current = true;
    setTimeout(() => (pasting.current = false));
  };
  const counted: Counted = { length: value?.length ?? 0, maxLength, cut };
  return { counted, control: { onChange: changed, onPaste, maxLength: live ? maxLength : undefined } };
}
