/**
 * Puts text on the clipboard: the Clipboard API where the browser allows it, else the older
 * copy of a selection (http pages, older browsers, a denied permission). False when neither works.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or not allowed here: the older way may still work.
  }
  return copyBySelection(text);
}

function copyBySelection(text: string): boolean {
  const focused = document.activeElement as HTMLElement | null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.focus();
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    // Selecting moved the focus; give it back to the button that was pressed.
    focused?.focus();
  }
}
