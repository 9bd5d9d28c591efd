import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusThroughFragment } from '../../src/fragmentFocus';

/**
 * Chromium clears the focus when it applies a landing fragment (/#demoSection) whose element is
 * not focusable, which on a slow network comes after the visitor began typing in that section
 * (tests/browser/earlyInput.test.ts shows it end to end). Here, the rule that gives the focus back.
 */
const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

function typingInAField() {
  document.body.innerHTML = '<section id="demoSection"><input name="name" aria-label="Name"><button>Send</button></section>';
  const field = document.querySelector('input')!;
  field.focus();
  return field;
}

afterEach(() => {
  history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});

describe('a field the visitor is typing in, on a page opened at a fragment', () => {
  it('gets the focus back when the browser takes it away with nothing of the visitor’s to move it', async () => {
    history.replaceState(null, '', '/#demoSection');
    const field = typingInAField();
    keepFocusThroughFragment();
    field.blur(); // what Chromium's fragment handling amounts to: the focus goes to nothing
    await settle();
    expect(document.activeElement).toBe(field);
  });

  it('lets it go when the visitor clicks elsewhere or presses Tab', async () => {
    history.replaceState(null, '', '/#demoSection');
    const field = typingInAField();
    keepFocusThroughFragment();
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    field.blur();
    await settle();
    expect(document.activeElement).toBe(document.body);

    field.focus();
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    field.blur();
    await settle();
    expect(document.activeElement).toBe(document.body);
  });

  it('gives it back once only, and does nothing on a page opened without a fragment', async () => {
    history.replaceState(null, '', '/#demoSection');
    const field = typingInAField();
    keepFocusThroughFragment();
    field.blur();
    await settle();
    field.blur();
    await settle();
    expect(document.activeElement).toBe(document.body);

    history.replaceState(null, '', '/demo');
    field.focus();
    keepFocusThroughFragment();
    field.blur();
    await settle();
    expect(document.activeElement).toBe(document.body);
  });
});
