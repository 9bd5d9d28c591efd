import fc from 'fast-check';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setup, type AnyStateMachine } from 'xstate';
import { navigationMachine } from '../../machines/navigation.machine';
import { discoverMachines, exportNameFor, firstSentence, leadingDocComment } from '../../tools/statecharts/discover';
import { docsDir, findDrift } from '../../tools/statecharts/generate';
import { layoutChart, type Rect } from '../../tools/statecharts/layout';
import { toMermaid } from '../../tools/statecharts/mermaid';
import { chartModel, describeTransition, reachable, stateName } from '../../tools/statecharts/model';
import { toSvg } from '../../tools/statecharts/svg';
import { draftFormMachine } from './fixtures/draftForm.machine';

// Vitest runs from the project root (tools/root.ts needs a file: URL, which jsdom does not give).
const root = process.cwd();

describe('finding the machines', () => {
  it('loads every machines/*.machine.ts with its purpose from the leading doc comment', async () => {
    const files = (await readdir(join(root, 'machines'))).filter((f) => f.endsWith('.machine.ts')).sort();
    const found = await discoverMachines(root);
    expect(found.map((m) => m.file)).toEqual(files.map((f) => `machines/${f}`));
    const navigation = found.find((m) => m.name === 'navigation')!;
    expect(navigation.machine.id).toBe(navigationMachine.id);
    expect(navigation.purpose).toBe("Route transitions and the preloader (spec section 2, 'Navigation and shell').");
  });

  it('names the missing export when a machine file does not follow the convention', async () => {
    // Inside the project: the test runner imports modules from its root only.
    await mkdir('test-results', { recursive: true });
    const root = await mkdtemp(join(process.cwd(), 'test-results', 'statecharts-'));
    await mkdir(join(root, 'machines'));
    await writeFile(join(root, 'machines', 'wait-list.machine.ts'), 'export const selectSomething = 1;\n');
    await expect(discoverMachines(root)).rejects.toThrow('machines/wait-list.machine.ts must export its machine as `waitListMachine`');
    await rm(root, { recursive: true });
  });

  it.each([
    ['navigation', 'navigationMachine'],
    ['wait-list', 'waitListMachine'],
    ['scholarship_application', 'scholarshipApplicationMachine'],
  ])('expects %s.machine.ts to export %s', (name, exportName) => {
    expect(exportNameFor(name)).toBe(exportName);
  });

  it('reads the first doc comment as plain text and its first sentence as the purpose', () => {
    const about = leadingDocComment("import x from 'y';\n/**\n * Demo requests. Autosaves\n * every change.\n */\nexport const a = 1;\n/** Later. */");
    expect(about).toBe('Demo requests. Autosaves\nevery change.');
    expect(firstSentence(about)).toBe('Demo requests.');
    expect(firstSentence('No full stop')).toBe('No full stop');
  });
});

describe('the chart model', () => {
  const model = chartModel(draftFormMachine);

  it('names states by their path and marks the initial ones', () => {
    expect(model.states.map((s) => stateName(model, s.id))).toEqual([
      'editing',
      'editing.form',
      'editing.form.pristine',
      'editing.form.dirty',
      'editing.save',
      'editing.save.idle',
      'editing.save.waiting',
      'editing.save.saving',
      'editing.save.failed',
      'editing.save.previous',
      'submitting',
      'submitted',
      'archived',
    ]);
    expect(model.root.initialId).toBe('draftForm.editing');
  });

  it('labels timers, actor outcomes and composed guards the way a reader says them', () => {
    const lines = model.transitions.map((t) => describeTransition(model, t));
    expect(lines).toEqual(
      expect.arrayContaining([
        'editing.save.waiting → editing.save.saving on after debounce',
        'editing.save.failed → editing.save.saving on after 2000 ms',
        'editing.save.saving → editing.save.idle on saveDraft done',
        'editing.save.saving → editing.save.failed on saveDraft error',
        'editing → submitting on form.submit [(isValid && !isDirty)]',
        'editing.form.dirty → (stays) on field.change',
        'draftForm → editing on form.reset',
      ]),
    );
    expect(model.guards).toEqual(['isDirty', 'isValid']);
    expect(model.actors).toEqual(['saveDraft', 'submitForm']);
    expect(model.events).toEqual(['field.change', 'form.reset', 'form.submit', 'save.retry']);
  });

  it('counts as reachable only what the initial state leads to, leaving out history pseudo-states', () => {
    const { states, unreachable, transitions } = reachable(model);
    expect(unreachable.map((s) => s.key)).toEqual(['archived']);
    expect(states.map((s) => s.key)).not.toContain('previous');
    expect(transitions).toHaveLength(model.transitions.length);
  });
});

describe('the Mermaid diagram', () => {
  it('draws every transition of the navigation machine once, from its initial state', () => {
    const mermaid = toMermaid(chartModel(navigationMachine));
    expect(mermaid.startsWith('stateDiagram-v2\n  [*] --> idle\n')).toBe(true);
    const arrows = mermaid.split('\n').filter((l) => l.includes(' --> ') && !l.includes('[*]'));
    expect(arrows).toHaveLength(chartModel(navigationMachine).transitions.length);
    expect(mermaid).toContain('  loading --> rendering : loadPage done\n');
    expect(mermaid).toContain('  idle --> idle : navigation.start [isDisplayedTarget] (internal)\n');
  });

  it('nests sub-states, separates parallel regions and draws root transitions from the machine box', () => {
    const mermaid = toMermaid(chartModel(draftFormMachine));
    expect(mermaid).toContain('[*] --> draftForm\n');
    expect(mermaid).toContain('state editing {');
    expect(mermaid).toMatch(/state editing \{\n(.*\n)*?\s+--\n/);
    expect(mermaid).toContain('editing_save_waiting --> editing_save_saving : after debounce');
    expect(mermaid).toContain('draftForm --> editing : form.reset');
    expect(mermaid).toContain('submitted --> [*]');
  });
});

describe('the SVG diagram', () => {
  it('is the same bytes every time and well-formed, with a box per state and an arrow per transition', async () => {
    const svg = await toSvg(chartModel(draftFormMachine));
    expect(await toSvg(chartModel(draftFormMachine))).toBe(svg);
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const model = chartModel(draftFormMachine);
    expect(doc.querySelectorAll('[data-state]')).toHaveLength(model.states.length + 1);
    const arrows = model.transitions.reduce((n, t) => n + (t.targetless ? 1 : t.targetIds.length), 0);
    expect(doc.querySelectorAll('[data-transition]')).toHaveLength(arrows);
    expect(doc.querySelector('title')?.textContent).toBe('Statechart of the draftForm machine');
  }, 60_000);

  it('keeps labels apart from each other and from states, and boxes inside their parents, for any machine', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryMachine(), async (machine) => {
        expect(await layoutProblems(machine)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  }, 300_000);

  it('lays out the real machines without overlaps', async () => {
    for (const { machine, name } of await discoverMachines(root)) expect(await layoutProblems(machine), name).toEqual([]);
    expect(await layoutProblems(draftFormMachine)).toEqual([]);
  }, 120_000);
});

describe('the staleness check', () => {
  it('names stale, missing and orphaned diagrams', async () => {
    const root = await mkdtemp(join(tmpdir(), 'statecharts-'));
    await mkdir(join(root, docsDir), { recursive: true });
    const files = new Map([
      [`${docsDir}/a.md`, 'A'],
      [`${docsDir}/b.md`, 'B'],
      [`${docsDir}/README.md`, 'index'],
    ]);
    for (const [path, text] of files) await writeFile(join(root, path), text);
    expect(await findDrift(root, files)).toEqual({ stale: [], missing: [], orphaned: [] });

    await writeFile(join(root, docsDir, 'a.md'), 'A, edited by hand');
    await rm(join(root, docsDir, 'b.md'));
    await writeFile(join(root, docsDir, 'gone.svg'), '<svg/>');
    expect(await findDrift(root, files)).toEqual({
      stale: [`${docsDir}/a.md`],
      missing: [`${docsDir}/b.md`],
      orphaned: [`${docsDir}/gone.svg`],
    });
    await rm(root, { recursive: true });
  });
});

const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;
const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x - 0.01 && inner.y >= outer.y - 0.01 && inner.x + inner.w <= outer.x + outer.w + 0.01 && inner.y + inner.h <= outer.y + outer.h + 0.01;

async function layoutProblems(machine: AnyStateMachine): Promise<string[]> {
  const layout = await layoutChart(chartModel(machine));
  const problems: string[] = [];
  const labels = layout.arrows.map((a) => ({ text: a.label, rect: a.labelBox }));
  labels.forEach((a, i) =>
    labels.slice(i + 1).forEach((b) => {
      if (overlaps(a.rect, b.rect)) problems.push(`labels "${a.text}" and "${b.text}" overlap`);
    }),
  );
  const byId = new Map(layout.states.map((s) => [s.state.id, s]));
  for (const s of layout.states) {
    for (const l of labels) if (!s.isContainer && overlaps(s, l.rect)) problems.push(`label "${l.text}" covers state ${s.state.id}`);
    const parent = s.state.parentId ? byId.get(s.state.parentId) : undefined;
    if (parent && !inside(s, parent)) problems.push(`${s.state.id} sticks out of its parent`);
    // A container's title strip is its own: children stay below it.
    if (parent && s.y < parent.y + parent.headerH) problems.push(`${s.state.id} covers the title of ${parent.state.id}`);
    for (const t of layout.states) {
      if (t !== s && t.state.parentId === s.state.parentId && s.state.id < t.state.id && overlaps(s, t))
        problems.push(`${s.state.id} and ${t.state.id} overlap`);
    }
  }
  for (const l of labels) if (!inside(l.rect, { x: 0, y: 0, w: layout.width, h: layout.height })) problems.push(`label "${l.text}" is outside the picture`);
  // Each arrow starts on its source's border and ends on its target's.
  const onBorder = ([x, y]: [number, number], id: string) => {
    const s = byId.get(id)!;
    const near = (a: number, b: number) => Math.abs(a - b) < 0.5;
    const between = (v: number, from: number, to: number) => v >= from - 0.5 && v <= to + 0.5;
    return ((near(y, s.y) || near(y, s.y + s.h)) && between(x, s.x, s.x + s.w)) || ((near(x, s.x) || near(x, s.x + s.w)) && between(y, s.y, s.y + s.h));
  };
  for (const a of layout.arrows) {
    const t = a.transition;
    if (!a.points.length) problems.push(`arrow "${a.label}" has no route`);
    else if (!onBorder(a.points[0], t.sourceId)) problems.push(`arrow "${a.label}" does not leave ${t.sourceId}`);
    else if (!(t.targetless ? [t.sourceId] : t.targetIds).some((id) => onBorder(a.points[a.points.length - 1], id))) {
      problems.push(`arrow "${a.label}" does not reach ${t.targetIds}`);
    }
  }
  return problems;
}

/** Random machines: nested, parallel and tagged states, transitions (guarded or not, eventless too) between any two states. */
function arbitraryMachine() {
  type Node = { type: 'atomic' | 'compound' | 'parallel' | 'final'; children: Node[]; tagged: boolean };
  const tagged = fc.boolean();
  const leaf = (types: Array<'atomic' | 'final'>): fc.Arbitrary<Node> => fc.record({ type: fc.constantFrom(...types), children: fc.constant([]), tagged });
  const node: fc.Memo<Node> = fc.memo((depth) =>
    depth <= 1
      ? leaf(['atomic', 'final'])
      : fc.oneof(
          { weight: 3, arbitrary: leaf(['atomic']) },
          {
            weight: 2,
            arbitrary: fc.record({
              type: fc.constantFrom<Node['type']>('compound', 'parallel'),
              children: fc.array(node(depth - 1), { minLength: 1, maxLength: 4 }),
              tagged,
            }),
          },
        ),
  );
  const root = fc.array(node(3), { minLength: 1, maxLength: 5 });
  const edges = fc.array(
    fc.record({
      from: fc.nat(),
      to: fc.option(fc.nat(), { nil: undefined }),
      event: fc.constantFrom('a.go', 'b.stop', 'field.change', 'form.submit', 'save.failed', 'always'),
      guarded: fc.boolean(),
    }),
    { maxLength: 14 },
  );
  return fc.tuple(root, edges).map(([children, transitions]) => {
    const ids: string[] = [];
    const configs: Array<Record<string, unknown>> = [];
    const build = (n: Node, path: string[]): Record<string, unknown> => {
      const config: Record<string, unknown> = { on: {} };
      ids.push(['m', ...path].join('.'));
      configs.push(config);
      if (n.type === 'final') config.type = 'final';
      if (n.tagged) config.tags = ['busy'];
      if (n.children.length) {
        const states = Object.fromEntries(n.children.map((c, i) => [`s${i}`, build(c, [...path, `s${i}`])]));
        config.states = states;
        if (n.type === 'parallel') config.type = 'parallel';
        else config.initial = 's0';
      }
      return config;
    };
    const rootConfig = build({ type: 'compound', children, tagged: false }, []);
    for (const t of transitions) {
      const source = configs[t.from % configs.length] as { on: Record<string, unknown[]>; always?: unknown[]; type?: string };
      if (source.type === 'final') continue;
      const target = t.to === undefined ? undefined : `#${ids[t.to % ids.length]}`;
      const transition = { target, guard: t.guarded ? 'isAllowed' : undefined };
      if (t.event === 'always') (source.always ??= []).push(transition);
      else (source.on[t.event] ??= []).push(transition);
    }
    return setup({ guards: { isAllowed: () => true } }).createMachine({ id: 'm', ...rootConfig } as never) as unknown as AnyStateMachine;
  });
}
