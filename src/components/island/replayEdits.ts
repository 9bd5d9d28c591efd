import { changedByVisitor } from './typedControls';

/**
 * Until an island's code has loaded, its fields are the prerendered HTML: a visitor can type in
 * them, but React adopts whatever the DOM holds when it hydrates without telling the component
 * (its controlled value stays the server's, and the next render would wipe the text). So once the
 * island is live, every field that differs from its server default is played back to React as an
 * input (or click) event, and reaches the form's machine like a keystroke. A lost keystroke is a
 * lost lead.
 */
type TextControl = HTMLInputElement | HTMLTextAreaElement;

const isToggle = (el: HTMLInputElement) => el.type === 'checkbox' || el.type === 'radio';

function replayText(el: TextControl): void {
  const typed = el.value;
  // React tracks a field's last known value through its `value` property: set it to the server's
  // value through that property, then put the visitor's text back with the native setter (which
  // the tracker does not see), so the input event below reads as a change.
  el.value = el.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')!.set!.call(el, typed);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

function replayToggle(el: HTMLInputElement): void {
  const wanted = el.checked;
  el.checked = !wanted; // through the tracker, as above
  el.click(); // back to what the visitor chose, with the click React listens to
}

/** A value the browser restored on a history navigation: put back to the server's, as React has it. */
function forgetRestored(el: TextControl | HTMLSelectElement): void {
  if (el instanceof HTMLSelectElement) for (const option of el.options) option.selected = option.defaultSelected;
  else if (el instanceof HTMLInputElement && isToggle(el)) el.checked = el.defaultChecked;
  else el.value = el.defaultValue;
}

/**
 * Plays back what the visitor changed in `root`'s fields and lists before they were live; returns
 * how many. A value the browser restored (Back to this page) is not the visitor's change: it is
 * dropped, and the form shows the draft it restores from the server (typedControls.ts).
 */
export function replayEdits(root: HTMLElement): number {
  let replayed = 0;
  for (const el of root.querySelectorAll<TextControl>('input, textarea')) {
    if (el.disabled || (el instanceof HTMLInputElement && ['hidden', 'submit', 'button', 'reset', 'file'].includes(el.type))) continue;
    if (!changedByVisitor(el)) {
      forgetRestored(el);
      continue;
    }
    if (el instanceof HTMLInputElement && isToggle(el)) {
      // A radio turned off is replayed by the one turned on in its group.
      if (el.checked === el.defaultChecked || (el.type === 'radio' && !el.checked)) continue;
      replayToggle(el);
    } else {
      if (el.value === el.defaultValue) continue;
      replayText(el);
    }
    replayed++;
  }
  // A choice made in a list: React reads a select's value on 'change' (no tracker to get past).
  for (const el of root.querySelectorAll('select')) {
    // The server's choice: the option marked selected, else (a single list) the first one.
    const options = [...el.options];
    const untouched = el.multiple
      ? options.every((o) => o.selected === o.defaultSelected)
      : el.selectedIndex ===
        Math.max(
          0,
          options.findLastIndex((o) => o.defaultSelected),
        );
    if (el.disabled || untouched) continue;
    if (!changedByVisitor(el)) {
      forgetRestored(el);
      continue;
    }
    el.dispatchEvent(new Event('change', { bubbles: true }));
    replayed++;
  }
  return replayed;
}
