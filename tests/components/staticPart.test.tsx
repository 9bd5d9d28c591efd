import { act } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';

/**
 * A static part over prerendered HTML (issue 39): while the page is adopted, React keeps the
 * server's nodes and renders nothing in them; if React has to throw that HTML away, the visitor
 * still sees the content, never a hole.
 */
let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = undefined;
});

const reactHolds = (el: Element | null) => Boolean(el && Object.keys(el).some((k) => k.startsWith('__reactFiber$')));

/** The boundary and the hydration flags, fresh (the flags are module state). */
async function fresh() {
  vi.resetModules();
  const [{ staticPart }, { markAdopting }] = await Promise.all([import('../../src/components/island/StaticPart'), import('../../src/hydration')]);
  return { staticPart, markAdopting };
}

/** Prerenders `app`, then hydrates it over that HTML as the entry does. */
async function adopt(app: ReactElement, markAdopting: () => void) {
  container = document.createElement('div');
  container.innerHTML = renderToString(app);
  document.body.append(container);
  markAdopting();
  await act(async () => void (root = hydrateRoot(container!, app)));
}

it('keeps the server’s nodes and attaches nothing to them while the page is adopted', async () => {
  const { staticPart, markAdopting } = await fresh();
  const Title = staticPart(({ text }: { text: string }) => <h2>{text}</h2>);
  const app = (
    <main>
      <Title text="Plans" />
      <button type="button">Live</button>
    </main>
  );
  container = document.createElement('div');
  container.innerHTML = renderToString(app);
  document.body.append(container);
  const served = container.querySelector('h2');
  markAdopting();
  await act(async () => void (root = hydrateRoot(container!, app)));
  expect(container.querySelector('h2')).toBe(served);
  expect(served!.textContent).toBe('Plans');
  expect(reactHolds(served)).toBe(false);
  // The same check sees React where it hydrated.
  expect(reactHolds(container.querySelector('button'))).toBe(true);
});

it('shows its content, rendered anew, when new props reach it before it hydrated', async () => {
  const { staticPart, markAdopting } = await fresh();
  const Title = staticPart(({ text }: { text: string }) => <h2>{text}</h2>);
  let rename!: (text: string) => void;
  function Page(): ReactElement {
    const [text, setText] = useState('Plans');
    rename = setText;
    return <Title text={text} />;
  }
  await adopt(<Page />, markAdopting);
  await act(async () => rename('Prices'));
  expect(container!.querySelector('h2')?.textContent).toBe('Prices');
});
