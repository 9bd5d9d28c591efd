import type { MachineSource } from './discover';
import { toMermaid } from './mermaid';
import { chartModel, stateName, type ChartModel } from './model';

/** The docs pages: one per machine (intro, Mermaid diagram, what it is made of) and an index. */
const generatedNote = (source: string) =>
  `<!-- Generated from ${source} by \`npm run statecharts\`. Do not edit: \`npm test\` fails when this file no longer matches the machine. -->`;

const code = (text: string) => (text ? `\`${text.replace(/\|/g, '\\|')}\`` : '');
const list = (items: string[]) => items.map(code).join(', ');

export function machinePage(source: MachineSource, model: ChartModel = chartModel(source.machine)): string {
  const name = (id: string) => code(stateName(model, id));
  const lines = [
    `# The ${source.name} machine`,
    '',
    generatedNote(source.file),
    '',
    source.about || `The \`${source.exportName}\` machine.`,
    '',
    `Source: [\`${source.file}\`](../../${source.file}) · Picture: [${source.name}.svg](${source.name}.svg)`,
    '',
    '```mermaid',
    toMermaid(model).trimEnd(),
    '```',
    '',
    '## States',
    '',
    '| State | Type | Tags | Invokes | On entry | On exit |',
    '|---|---|---|---|---|---|',
    ...model.states.map(
      (s) =>
        `| ${name(s.id)}${s.id === model.root.initialId ? ' (initial)' : ''} | ${s.type} | ${list(s.tags)} | ${list(s.invokes)} | ${list(s.entry)} | ${list(s.exit)} |`,
    ),
    '',
    '## Transitions',
    '',
    '| From | Event | Guard | To | Actions |',
    '|---|---|---|---|---|',
    ...model.transitions.map((t) => {
      const to = t.targetless ? '(stays, internal)' : t.targetIds.map(name).join(', ') + (t.reenter ? ' (re-entered)' : '');
      return `| ${name(t.sourceId)} | ${code(t.eventType || 'always')} | ${code(t.guard ?? '')} | ${to} | ${list(t.actions)} |`;
    }),
    '',
    ...section('Events the machine accepts', model.events),
    ...section('Guards', model.guards),
    ...section('Actions', model.actions),
    ...section('Actors it invokes', model.actors),
  ];
  return lines.join('\n');
}

function section(title: string, names: string[]): string[] {
  return [`## ${title}`, '', ...(names.length ? names.map((n) => `- ${code(n)}`) : ['None.']), ''];
}

export function indexPage(sources: MachineSource[]): string {
  return [
    '# Statecharts',
    '',
    generatedNote('every `machines/*.machine.ts`'),
    '',
    'Each machine of the site, drawn from its code: every state, and every event that moves it from one',
    'state to another. The diagrams are regenerated with `npm run statecharts` and checked by `npm test`,',
    'so they always show what the code does.',
    '',
    '| Machine | Purpose | Picture |',
    '|---|---|---|',
    ...sources.map((s) => `| [${s.name}](${s.name}.md) | ${s.purpose.replace(/\|/g, '\\|')} | [${s.name}.svg](${s.name}.svg) |`),
    '',
    '## Reading a diagram',
    '',
    '- A rounded box is a state; a box holding boxes is a state with sub-states. Dashed boxes are regions',
    '  that are active at the same time (a parallel state).',
    '- The filled dot points at the state a machine (or a state with sub-states) starts in. A double border',
    '  marks a final state.',
    '- An arrow is labelled with the event that takes it, then the condition (guard) in brackets.',
    '  `loadPage done` / `loadPage error` are the outcomes of work the state started (`invoke`),',
    '  `after 500 ms` a timer, `always` an immediate step. `(internal)` means the machine stays where it is',
    '  and only runs actions; `(re-enter)` means the state is left and entered again (its work restarts).',
    '- `tag busy` inside a box: the state carries that tag (for example, the page shows a loading indicator).',
    '',
  ].join('\n');
}
