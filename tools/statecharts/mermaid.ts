import type { ChartModel, ChartState, ChartTransition } from './model';

/**
 * A Mermaid `stateDiagram-v2` of the chart: code hosts render it as a picture in the docs page.
 * Mermaid ids allow only word characters, so nested states get path ids ('form_editing') and
 * keep their own name as the label.
 */
export function toMermaid(model: ChartModel): string {
  const ids = mermaidIds(model);
  const byId = new Map([model.root, ...model.states].map((s) => [s.id, s]));
  const lines: string[] = ['stateDiagram-v2'];
  // Transitions go in the innermost box holding both ends, so Mermaid lays each box out whole.
  const scopeOf = (t: ChartTransition) => commonParent(byId, [t.sourceId, ...(t.targetless ? [] : t.targetIds)]);
  const hasOwnTransitions = model.transitions.some((t) => t.sourceId === model.root.id);
  const OUTSIDE = '';
  const byScope = new Map<string, ChartTransition[]>();
  for (const t of model.transitions) {
    // An arrow from or to the machine's own box is drawn outside it.
    const scope = hasOwnTransitions && [t.sourceId, ...t.targetIds].includes(model.root.id) ? OUTSIDE : scopeOf(t);
    byScope.set(scope, [...(byScope.get(scope) ?? []), t]);
  }

  const emitChildren = (state: ChartState, indent: string) => {
    const children = state.childIds.map((id) => byId.get(id)!);
    if (state.initialId) lines.push(`${indent}[*] --> ${ids.get(state.initialId)}`);
    children.forEach((child, i) => {
      if (state.type === 'parallel' && i > 0) lines.push(`${indent}--`);
      emitState(child, indent);
    });
    for (const t of byScope.get(state.id) ?? []) emitTransition(t, indent);
  };
  const emitState = (state: ChartState, indent: string) => {
    const id = ids.get(state.id)!;
    const label = state.type === 'history' ? `history (${state.key})` : state.key;
    if (label !== id) lines.push(`${indent}state "${escape(label)}" as ${id}`);
    for (const note of stateNotes(state)) lines.push(`${indent}${id} : ${escape(note)}`);
    if (state.childIds.length) {
      lines.push(`${indent}state ${id} {`);
      emitChildren(state, indent + '  ');
      lines.push(`${indent}}`);
    }
    if (state.type === 'final') lines.push(`${indent}${id} --> [*]`);
  };
  const emitTransition = (t: ChartTransition, indent: string) => {
    const targets = t.targetless ? [t.sourceId] : t.targetIds;
    for (const target of targets) lines.push(`${indent}${ids.get(t.sourceId)} --> ${ids.get(target)} : ${escape(transitionLabel(t))}`);
  };

  if (hasOwnTransitions) {
    // Transitions of the root apply in every state: draw the machine as the outer box.
    lines.push(`  [*] --> ${ids.get(model.root.id)}`);
    emitState(model.root, '  ');
    for (const t of byScope.get(OUTSIDE) ?? []) emitTransition(t, '  ');
  } else {
    emitChildren(model.root, '  ');
  }
  return lines.join('\n') + '\n';
}

/** The text on an arrow: event, guard in brackets, and '(internal)' for a targetless transition. */
export function transitionLabel(t: ChartTransition): string {
  return [t.event, t.guard ? `[${t.guard}]` : '', t.targetless ? '(internal)' : '', t.reenter ? '(re-enter)' : ''].filter(Boolean).join(' ');
}

/** Extra lines shown inside a state's box: its tags and invoked actors. */
export function stateNotes(state: ChartState): string[] {
  return [...state.tags.map((t) => `tag ${t}`), ...state.invokes.map((i) => `invoke ${i}`)];
}

function mermaidIds(model: ChartModel): Map<string, string> {
  const ids = new Map<string, string>();
  const used = new Set<string>();
  for (const s of [model.root, ...model.states]) {
    const base = (s === model.root ? model.id : s.path.join('_')).replace(/\W+/g, '_') || 'state';
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}_${n}`;
    used.add(id);
    ids.set(s.id, id);
  }
  return ids;
}

function commonParent(byId: Map<string, ChartState>, stateIds: string[]): string {
  const chains = stateIds.map((id) => {
    const chain: string[] = [];
    for (let s = byId.get(id); s; s = s.parentId ? byId.get(s.parentId) : undefined) chain.unshift(s.id);
    return chain;
  });
  // The scope is the parent of the states involved: a box holding a transition to itself is its parent.
  let depth = 0;
  while (chains.every((c) => c.length > depth + 1 && c[depth] === chains[0][depth])) depth++;
  return chains[0][Math.max(depth - 1, 0)] ?? chains[0][0];
}

/** Mermaid reads '#' and ';' as syntax; it accepts them as numeric entities. */
function escape(text: string): string {
  return text.replace(/#/g, '#35;').replace(/;/g, '#59;').replace(/"/g, '#quot;');
}
