import { render, waitFor } from '@testing-library/react';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type InspectionEvent } from 'xstate';
import { navigationMachine } from '../../machines/navigation.machine';
import { App } from '../../src/App';
import { attachInspector, inspectMode } from '../../src/devInspector';
import { actorOptions, addInspector } from '../../src/inspect';

const stately = vi.hoisted(() => ({ next: vi.fn(), stop: vi.fn(), created: 0 }));
vi.mock('@statelyai/inspect', () => ({
  createBrowserInspector: () => {
    stately.created++;
    return { inspect: { next: stately.next }, stop: stately.stop };
  },
}));
// A page that is ready at once, so the shell renders without loading real page chunks.
vi.mock('../../src/pageModules', () => {
  const Page = () => <h1>Page</h1>;
  return { loadPage: async () => Page, loadedPage: () => Page, hasPage: () => true, pageSource: (p: string) => p };
});

const cleanups: Array<() => void> = [];
afterEach(() => {
  cleanups.splice(0).forEach((c) => c());
  vi.restoreAllMocks();
  stately.next.mockReset();
  stately.created = 0;
});

const startNavigation = () => createActor(navigationMachine, actorOptions({ input: { path: '/', hash: '' } })).start();

describe('inspecting actors in development', () => {
  it.each([
    ['', undefined, undefined],
    ['?inspect', undefined, 'stately'],
    ['?inspect=stately', undefined, 'stately'],
    ['?inspect=console', undefined, 'console'],
    ['', '1', 'stately'],
    ['', 'console', 'console'],
    ['?inspect=console', '1', 'console'],
    ['?inspect=off', '1', undefined],
    ['?page=2', '0', undefined],
  ] as const)('search %j with VITE_INSPECT=%j inspects with %j', (search, env, mode) => {
    expect(inspectMode(search, env)).toBe(mode);
  });

  it('shows the navigation actor in the App to an added inspector', async () => {
    const seen: InspectionEvent[] = [];
    cleanups.push(addInspector((e) => seen.push(e)));
    render(<App />);
    await waitFor(() =>
      expect(seen.some((e) => e.type === '@xstate.actor' && (e.actorRef.getSnapshot() as { machine?: { id: string } }).machine?.id === 'navigation')).toBe(
        true,
      ),
    );
  });

  it('logs events and states to the console with ?inspect=console, without the Stately inspector', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    cleanups.push(await attachInspector('?inspect=console', undefined));
    const actor = startNavigation();
    actor.send({ type: 'navigation.start', path: '/demo', hash: '' });
    const lines = debug.mock.calls.map((args) => args.slice(0, 2).join(' '));
    expect(lines).toContain('[xstate] navigation ← navigation.start');
    expect(lines).toContain('[xstate] navigation → "loading"');
    expect(stately.created).toBe(0);
    actor.stop();
  });

  it('sends every actor event to the Stately inspector with ?inspect', async () => {
    cleanups.push(await attachInspector('?inspect', undefined));
    const actor = startNavigation();
    actor.send({ type: 'navigation.start', path: '/demo', hash: '' });
    expect(stately.created).toBe(1);
    const types = stately.next.mock.calls.map(([e]) => (e as InspectionEvent).type);
    expect(types).toEqual(expect.arrayContaining(['@xstate.actor', '@xstate.event', '@xstate.snapshot']));
    actor.stop();
  });

  it('attaches nothing when not asked', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    cleanups.push(await attachInspector('', undefined));
    startNavigation().stop();
    expect(debug).not.toHaveBeenCalled();
    expect(stately.created).toBe(0);
  });
});

/**
 * `useActorRef(`, `useMachine(`, `useActor(`, `createActor(` and `createActorContext(` calls, with
 * their arguments. A context's own hooks (`SomeContext.useActorRef()`) only read the actor its
 * Provider created, so member calls are not creations.
 */
function actorCreations(source: string): string[] {
  const calls: string[] = [];
  for (const match of source.matchAll(/(?<![.\w])(useActorRef|useMachine|useActor|createActor|createActorContext)\(/g)) {
    let depth = 0;
    let end = match.index + match[0].length - 1;
    for (; end < source.length; end++) {
      if (source[end] === '(') depth++;
      if (source[end] === ')' && --depth === 0) break;
    }
    calls.push(source.slice(match.index, end + 1));
  }
  return calls;
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [])));
  return nested.flat();
}

describe('actor creation in the app', () => {
  it('passes actorOptions() wherever src/ creates an actor, so the inspector sees every one', async () => {
    const offenders: string[] = [];
    let creations = 0;
    for (const file of await sourceFiles('src')) {
      for (const call of actorCreations(await readFile(file, 'utf8'))) {
        creations++;
        if (!call.includes('actorOptions(')) offenders.push(`${file}: ${call.split('\n')[0]}`);
      }
    }
    expect(creations).toBeGreaterThan(0);
    expect(offenders).toEqual([]);
  });
});
