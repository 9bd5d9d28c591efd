import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * A plain description of a machine's chart (states, transitions and the names they use), read
 * from XState's own state nodes. The diagrams, the docs page and the path-coverage check all
 * work from this one model, so "every state and transition" means the same thing everywhere.
 */
export interface ChartState {
  /** XState's state node id, e.g. 'navigation.loading'. */
  id: string;
  key: string;
  /** Keys from the root, e.g. ['form', 'editing']. */
  path: string[];
  parentId: string | null;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  childIds: string[];
  /** The initial child of a compound state. */
  initialId?: string;
  tags: string[];
  /** Invoked actors, as `id` (and `src` when it differs). */
  invokes: string[];
  entry: string[];
  exit: string[];
  description?: string;
}

export interface ChartTransition {
  /** Stable identity: source id and position, as `toDirectedGraph` numbers its edges. */
  key: string;
  sourceId: string;
  eventType: string;
  /** What a reader sees: the event, or 'after 500 ms', 'loadPage done', 'always'. */
  event: string;
  guard?: string;
  targetIds: string[];
  /** No target: actions run and the state stays as it is (nothing is exited or entered). */
  targetless: boolean;
  reenter: boolean;
  actions: string[];
  description?: string;
}

export interface ChartModel {
  id: string;
  /** The machine's root node (the diagram's outer box; not a state of its own). */
  root: ChartState;
  /** Every state below the root, in document order. */
  states: ChartState[];
  transitions: ChartTransition[];
  /** Event types the machine reacts to, sorted. */
  events: string[];
  guards: string[];
  actions: string[];
  actors: string[];
}

const INTERNAL_EVENT = /^xstate\.(done\.actor|error\.actor|done\.state|after|snapshot)\./;

/** The key of a transition definition from any copy of the machine (e.g. after `provide`). */
export function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode;
  const regular = [...source.transitions.values()].flat().indexOf(t);
  if (regular >= 0) return `${source.id}:${regular}`;
  const always = (source.always ?? []).indexOf(t);
  if (always >= 0) return `${source.id}:always:${always}`;
  throw new Error(`Transition on "${t.eventType}" is not one of "${source.id}"'s own`);
}

export function chartModel(machine: AnyStateMachine): ChartModel {
  const nodes: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    nodes.push(node);
    Object.values(node.states).forEach((child) => walk(child as AnyStateNode));
  };
  walk(machine.root);
  const [root, ...states] = nodes.map(describeState);
  const transitions = nodes.flatMap(describeTransitions);
  const actions = new Set<string>();
  const actors = new Set<string>();
  for (const s of [root, ...states]) [...s.entry, ...s.exit].forEach((a) => actions.add(a));
  for (const t of transitions) t.actions.forEach((a) => actions.add(a));
  for (const node of nodes) for (const inv of node.invoke) actors.add(typeof inv.src === 'string' ? inv.src : inv.id);
  const names = (values: Iterable<string | undefined>) => [...new Set([...values].filter((v): v is string => !!v))].sort();
  return {
    id: machine.id,
    root,
    states,
    transitions,
    events: names(transitions.map((t) => t.eventType).filter((e) => e !== '' && !INTERNAL_EVENT.test(e))),
    guards: names(transitions.flatMap((t) => guardNames(t.guard))),
    actions: names(actions),
    actors: names(actors),
  };
}

function describeState(node: AnyStateNode): ChartState {
  const childIds = Object.values(node.states).map((c) => (c as AnyStateNode).id);
  return {
    id: node.id,
    key: node.key,
    path: node.path,
    parentId: node.parent ? node.parent.id : null,
    type: node.type,
    childIds,
    initialId: node.type === 'compound' ? node.initial?.target[0]?.id : undefined,
    tags: [...node.tags].sort(),
    invokes: node.invoke.map((inv) => (typeof inv.src === 'string' && inv.src !== inv.id ? `${inv.id} (${inv.src})` : inv.id)),
    entry: node.entry.filter(isAuthored).map(actionName),
    exit: node.exit.filter(isAuthored).map(actionName),
    description: node.description,
  };
}

function describeTransitions(node: AnyStateNode): ChartTransition[] {
  const regular = [...node.transitions.values()].flat();
  const always = node.always ?? [];
  return [...regular, ...always].map((t) => ({
    key: transitionKey(t),
    sourceId: node.id,
    eventType: t.eventType,
    event: eventLabel(t),
    guard: t.guard === undefined ? undefined : guardLabel(t.guard),
    targetIds: (t.target ?? []).map((target: AnyStateNode) => target.id),
    targetless: !t.target,
    reenter: t.reenter,
    actions: t.actions.filter(isAuthored).map(actionName),
    description: t.description,
  }));
}

function eventLabel(t: AnyTransitionDefinition): string {
  const type = t.eventType;
  if (type === '') return 'always';
  const delay = (t as { delay?: unknown }).delay;
  if (type.startsWith('xstate.after.')) return typeof delay === 'number' ? `after ${delay} ms` : `after ${String(delay)}`;
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (actor) return `${actor[2]} ${actor[1]}`;
  if (type.startsWith('xstate.done.state.')) return 'done';
  return type;
}

// XState's guard combinators are functions named after themselves that carry `check`.
type GuardLike = string | { type: string } | (((...args: never[]) => unknown) & { guards?: GuardLike[]; check?: unknown; stateValue?: unknown });

function guardLabel(guard: unknown): string {
  const g = guard as GuardLike;
  if (typeof g === 'string') return g;
  if (typeof g === 'function') {
    const inner = (g.guards ?? []).map(guardLabel);
    if (g.check && g.name === 'not') return `!${inner[0]}`;
    if (g.check && g.name === 'and') return `(${inner.join(' && ')})`;
    if (g.check && g.name === 'or') return `(${inner.join(' || ')})`;
    if (g.check && g.name === 'stateIn') return `in ${JSON.stringify(g.stateValue)}`;
    return g.name || 'inline guard';
  }
  return g.type;
}

/** Named guards inside a (possibly composed) guard, for the docs' guard list. */
function guardNames(label: string | undefined): string[] {
  return label ? (label.match(/[A-Za-z_$][\w$]*/g) ?? []).filter((n) => n !== 'in') : [];
}

type ActionLike = string | { type: string } | (((...args: never[]) => unknown) & { type?: string; id?: string; sendId?: string });

/** Hides the raise/cancel pairs XState adds itself for `after` transitions. */
function isAuthored(action: unknown): boolean {
  const a = action as ActionLike;
  if (typeof a !== 'function') return true;
  const own = a.id ?? a.sendId;
  return !(typeof own === 'string' && own.startsWith('xstate.after.'));
}

function actionName(action: unknown): string {
  const a = action as ActionLike;
  if (typeof a === 'string') return a;
  if (typeof a === 'function') return a.type?.startsWith('xstate.') ? a.type.slice('xstate.'.length) : a.name || 'inline action';
  return a.type;
}

/** States and transitions reachable from the initial state, ignoring guards (they are what a test must exercise). */
export function reachable(model: ChartModel): { states: ChartState[]; transitions: ChartTransition[]; unreachable: ChartState[] } {
  const byId = new Map([model.root, ...model.states].map((s) => [s.id, s]));
  const entered = new Set<string>();
  const enter = (id: string) => {
    const state = byId.get(id)!;
    if (state.type === 'history') return enter(state.parentId!);
    for (let s: ChartState | undefined = state; s && !entered.has(s.id); s = s.parentId ? byId.get(s.parentId) : undefined) {
      entered.add(s.id);
    }
    if (state.type === 'compound' && state.initialId) enter(state.initialId);
    if (state.type === 'parallel') state.childIds.forEach(enter);
  };
  enter(model.root.id);
  const transitions: ChartTransition[] = [];
  const taken = new Set<string>();
  for (let grew = true; grew;) {
    grew = false;
    for (const t of model.transitions) {
      if (taken.has(t.key) || !entered.has(t.sourceId)) continue;
      taken.add(t.key);
      grew = true;
      t.targetIds.forEach(enter);
    }
  }
  for (const t of model.transitions) if (taken.has(t.key)) transitions.push(t);
  const visible = model.states.filter((s) => s.type !== 'history');
  return {
    states: visible.filter((s) => entered.has(s.id)),
    transitions,
    unreachable: visible.filter((s) => !entered.has(s.id)),
  };
}

/** One line naming a transition, e.g. 'idle → loading on navigation.start [isDisplayedPage]'. */
export function describeTransition(model: ChartModel, t: ChartTransition): string {
  const name = (id: string) => stateName(model, id);
  const target = t.targetless ? '(stays)' : t.targetIds.map(name).join(', ');
  return `${name(t.sourceId)} → ${target} on ${t.event}${t.guard ? ` [${t.guard}]` : ''}${t.reenter ? ' (re-enter)' : ''}`;
}

/** A state's dotted path below the root ('form.editing'), or the machine id for the root. */
export function stateName(model: ChartModel, id: string): string {
  if (id === model.root.id) return model.id;
  const state = model.states.find((s) => s.id === id);
  return state ? state.path.join('.') : id;
}
