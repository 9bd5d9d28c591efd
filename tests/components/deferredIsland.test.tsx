import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { startTransition, useState, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replayCode } from '../../src/components/island/islandGate';

/**
 * A deferred island over prerendered HTML (components/island): the server's markup stays while
 * its code is missing, the code loads on a trigger, and what the visitor did before it arrived
 * (typing, ticking, pressing a button, submitting) reaches the component once it is live.
 */
function TinyForm({ log }: { log: string[] }): ReactElement {
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  const [more, setMore] = useState(false);
  return (
    <form
      aria-label="Tiny"
      onSubmit={(e) => {
        e.preventDefault();
        log.push(`submitted ${name} ${agree}`);
      }}
    >
      <label>
        Name <input name="name" value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label>
        <input type="checkbox" name="agree" checked={agree} onChange={(e) => setAgree(e.target.checked)} /> Agree
      </label>
      <output data-testid="state">{`${name}|${agree}`}</output>
      <button type="button" aria-expanded={more} onClick={() => setMore(!more)}>
        More
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

/** What IntersectionObserver would report: the test says when the island comes near. */
let intersect: (() => void) | undefined;
class FakeIntersectionObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe() {
    intersect = () => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {
    intersect = undefined;
  }
}

let root: Root | undefined;
let log: string[];
beforeEach(() => {
  log = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

/**
 * Prerenders an island in a <section id="join">, then hydrates it as a first page load does.
 * Fresh modules each time, so that no test inherits another's loaded code.
 */
async function prerenderAndHydrate() {
  vi.resetModules();
  const { deferredIsland } = await import('../../src/components/island/DeferredIsland');
  const { lazyComponent } = await import('../../src/components/island/lazyComponent');
  let deliver!: () => void;
  const arrived = new Promise<void>((resolve) => (deliver = resolve));
  const importer = vi.fn(() => arrived.then(() => TinyForm));
  const Island = deferredIsland(lazyComponent(importer));
  const serverCode = lazyComponent(async () => TinyForm);
  await serverCode.load();
  const ServerIsland = deferredIsland(serverCode);

  const host = document.createElement('section');
  host.id = 'join';
  host.innerHTML = renderToString(<ServerIsland log={log} />);
  document.body.append(host);
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(host, <Island log={log} />, { onRecoverableError: (e) => recoverable.push(e) });
  });
  const codeArrives = async () => {
    deliver();
    await act(async () => {
      await arrived;
      // The replay of early typing comes with an island's code (islandGate.ts).
      await replayCode.load();
    });
  };
  return { importer, codeArrives, recoverable };
}

const input = () => screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
const checkbox = () => screen.getByRole('checkbox', { name: 'Agree' }) as HTMLInputElement;

describe('a deferred island', () => {
  it('keeps the server’s HTML and loads no code until something asks for it', async () => {
    const { importer, recoverable } = await prerenderAndHydrate();
    expect(screen.getByRole('form', { name: 'Tiny' })).toBeInTheDocument();
    expect(importer).not.toHaveBeenCalled();
    expect(recoverable).toEqual([]);
  });

  it('loads its code when it nears the viewport, then hydrates without a mismatch', async () => {
    const { importer, codeArrives, recoverable } = await prerenderAndHydrate();
    await act(async () => intersect!());
    expect(importer).toHaveBeenCalledTimes(1);
    await codeArrives();
    await waitFor(() => {
      fireEvent.change(input(), { target: { value: 'Live' } });
      expect(screen.getByTestId('state')).toHaveTextContent('Live|false');
    });
    expect(recoverable).toEqual([]);
  });

  it.each([
    ['focuses a field', () => fireEvent.focusIn(input())],
    ['points at it', () => fireEvent.pointerOver(input())],
    ['presses on it', () => fireEvent.pointerDown(checkbox())],
  ])('loads its code when the visitor %s', async (_, trigger) => {
    const { importer } = await prerenderAndHydrate();
    await act(async () => trigger());
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('loads its code at once when the URL’s fragment names the section around it', async () => {
    history.replaceState(null, '', '/#join');
    const { importer } = await prerenderAndHydrate();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('loads its code when the fragment changes to the section around it', async () => {
    const { importer } = await prerenderAndHydrate();
    history.replaceState(null, '', '/#join');
    await act(async () => fireEvent(window, new HashChangeEvent('hashchange')));
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('hands what was typed and ticked before its code arrived to the component', async () => {
    const { codeArrives } = await prerenderAndHydrate();
    input().value = 'Typed early';
    checkbox().checked = true;
    await act(async () => intersect!());
    await codeArrives();
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('Typed early|true'));
  });

  // Issue 20: a click, or Enter on a focused button, before the code is there.
  it('presses a button pressed before its code arrived once it is live, once', async () => {
    const { importer, codeArrives } = await prerenderAndHydrate();
    const more = () => screen.getByRole('button', { name: 'More' });
    await act(async () => more().click());
    expect(importer).toHaveBeenCalledTimes(1);
    expect(more()).toHaveAttribute('aria-expanded', 'false');
    await codeArrives();
    await waitFor(() => expect(more()).toHaveAttribute('aria-expanded', 'true'));
  });

  it('holds a submit made before its code arrived, then submits what was typed', async () => {
    const { importer, codeArrives } = await prerenderAndHydrate();
    input().value = 'Ada';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    await act(async () => screen.getByRole('form', { name: 'Tiny' }).dispatchEvent(submit));
    // The browser's own submission would put the fields in the URL: it is stopped.
    expect(submit.defaultPrevented).toBe(true);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(log).toEqual([]);
    await codeArrives();
    await waitFor(() => expect(log).toEqual(['submitted Ada false']));
  });

  it('mounts after a client-side navigation when its code arrives while React renders it, with nothing for React to recover from', async () => {
    // After the first hydration an island loads its code at once. Code that arrives while React
    // is still rendering (here: already fetched, so within microtasks) makes React replay the
    // island; a replay that skipped use() mounted its hooks wrongly: React error #467, recovered
    // from as #520 (seen now and then in the routes browser test).
    vi.resetModules();
    (await import('../../src/hydration')).markHydrated();
    const { deferredIsland } = await import('../../src/components/island/DeferredIsland');
    const { lazyComponent } = await import('../../src/components/island/lazyComponent');
    const Island = deferredIsland(lazyComponent(async () => TinyForm));
    const host = document.createElement('section');
    document.body.append(host);
    const recoverable: unknown[] = [];
    // React's own scheduler, as in the browser: act() would not leave React a moment to replay.
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
    const mounted = createRoot(host, { onRecoverableError: (e) => recoverable.push(e) });
    startTransition(() => mounted.render(<Island log={log} />));
    await waitFor(() => expect(screen.getByRole('form', { name: 'Tiny' })).toBeInTheDocument());
    expect(recoverable).toEqual([]);
    mounted.unmount();
  });
});
