import { act, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextField } from '../../src/components/form/TextField';
import { formText } from '../../src/content/formText';

/**
 * Issue 33: a paste made before a form's code has come. The prerendered box has no `maxlength`
 * (the browser would cut the paste without a word), so it takes the paste whole; once the form
 * is live, the text played back to it is cut to the field's limit and the note says how much.
 */
const max = 200;
const kept: string[] = [];

function NameField(): ReactElement {
  const [name, setName] = useState('');
  return (
    <TextField
      name="name"
      label="Name"
      value={name}
      maxLength={max}
      onChange={(value) => {
        kept.push(value);
        setName(value);
      }}
    />
  );
}

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  kept.length = 0;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/**
 * The field as a lead form has it: in a deferred island (components/island), prerendered, then
 * hydrated as a first page load does; `early` is what the visitor put in the box before the
 * island's code came, which comes when `codeArrives` says. Fresh modules, so no code is loaded yet.
 */
async function prerenderedIsland() {
  vi.stubGlobal('IntersectionObserver', undefined);
  vi.resetModules();
  const { deferredIsland } = await import('../../src/components/island/DeferredIsland');
  const { lazyComponent } = await import('../../src/components/island/lazyComponent');
  const { replayCode } = await import('../../src/components/island/islandGate');
  const serverCode = lazyComponent(async () => NameField);
  await serverCode.load();
  const ServerIsland = deferredIsland(serverCode);
  const host = document.createElement('div');
  host.innerHTML = renderToString(<ServerIsland />);
  document.body.append(host);
  let deliver!: () => void;
  const arrived = new Promise<void>((resolve) => (deliver = resolve));
  const Island = deferredIsland(lazyComponent(() => arrived.then(() => NameField)));
  const recoverable: unknown[] = [];
  return {
    host,
    recoverable,
    hydrate: async () => {
      await act(async () => {
        root = hydrateRoot(host, <Island />, { onRecoverableError: (e) => recoverable.push(e) });
      });
    },
    codeArrives: async () => {
      deliver();
      await act(async () => {
        await arrived;
        await replayCode.load();
      });
      // The island replays the early typing in its first effect.
      await act(async () => {});
    },
  };
}

const box = () => screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;

describe('a text field with a limit, prerendered', () => {
  it('has no maxlength in the server’s HTML, and its limit once live, without a hydration mismatch', async () => {
    const island = await prerenderedIsland();
    expect(box().hasAttribute('maxlength')).toBe(false);
    await island.hydrate();
    await island.codeArrives();
    expect(island.recoverable).toEqual([]);
    expect(box().maxLength).toBe(max);
  });

  it('cuts a paste made before its code came to the limit once live, and says what was left out', async () => {
    const island = await prerenderedIsland();
    await island.hydrate();
    // The paste lands whole in the server's box (no maxlength there to cut it silently).
    box().value = 'N'.repeat(5000);
    await island.codeArrives();
    expect(kept).toEqual(['N'.repeat(max)]);
    expect(box().value).toBe('N'.repeat(max));
    expect(screen.getByText(formText.pasteCut(max, 5000 - max))).toHaveAttribute('aria-live', 'polite');
  });

  it('never keeps half of a character at the cut', async () => {
    const island = await prerenderedIsland();
    await island.hydrate();
    // An emoji is two UTF-16 units: the 200th unit would be the first half of one.
    box().value = `${'N'.repeat(max - 1)}😀😀`;
    await island.codeArrives();
    expect(kept).toEqual(['N'.repeat(max - 1)]);
    expect(screen.getByText(formText.pasteCut(max, 4))).toBeInTheDocument();
  });

  it('keeps an early text within the limit as it is, with no note', async () => {
    const island = await prerenderedIsland();
    await island.hydrate();
    box().value = 'Maria Popescu';
    await island.codeArrives();
    expect(kept).toEqual(['Maria Popescu']);
    expect(box().value).toBe('Maria Popescu');
    expect(island.host.querySelector('.field__count')?.textContent).toBe('');
  });
});
