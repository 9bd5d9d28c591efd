import { getAdjacencyMap, getShortestPaths, type StatePath } from '@xstate/graph';
import type { AnyStateMachine, AnyTransitionDefinition, EventObject, InspectionEvent } from 'xstate';

/**
 * Model-based path generation on the real machines (STACK.md: createTestModel refuses invoke
 * and after, so the traversal lists the `xstate.done.actor.*`, `xstate.error.actor.*` and
 * `xstate.after.*` events itself), and coverage measured on the running actors.
 */
type AnyStateNode = AnyStateMachine['root'];

function stateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const all: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    all.push(node);
    Object.values(node.states ?? {}).forEach((child) => walk(child as AnyStateNode));
  };
  walk(machine.root);
  return all;
}

/** `source|event|n`: the n-th transition of a state node for an event ('always' for eventless). */
export function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode;
  const always = source.always?.indexOf(t as never) ?? -1;
  if (always >= 0) return `${source.id}|always|${always}`;
  return `${source.id}|${t.eventType}|${source.transitions.get(t.eventType)?.indexOf(t as never)}`;
}

/** Every transition of the machine, by key. */
export function allTransitions(machine: AnyStateMachine): string[] {
  return stateNodes(machine).flatMap((node) => [
    ...[...node.transitions.values()].flat().map((t) => transitionKey(t as AnyTransitionDefinition)),
    ...(node.always ?? []).map((t) => transitionKey(t as AnyTransitionDefinition)),
  ]);
}

/** Every state node id of the machine. */
export const allStates = (machine: AnyStateMachine): string[] => stateNodes(machine).map((n) => n.id);

/** Collects, from an actor system's inspection events, what one machine really did. */
export function coverageRecorder(machineId: string) {
  const transitions = new Set<string>();
  const states = new Set<string>();
  const inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.microstep') {
      for (const t of event._transitions) {
        const source = t.source as AnyStateNode;
        if (source.machine.id !== machineId) continue;
        transitions.add(transitionKey(t));
        // A transient state (left at once by an eventless transition) shows in no snapshot.
        states.add(source.id);
      }
    }
    if (event.type === '@xstate.snapshot' || event.type === '@xstate.microstep') {
      const nodes = (event.snapshot as { _nodes?: AnyStateNode[] })._nodes ?? [];
      for (const n of nodes) if (n.machine.id === machineId) states.add(n.id);
    }
  };
  return { inspect, transitions, states };
}

export interface CoverOptions {
  input?: unknown;
  /**
   * 'edges' (default): every (state, event) pair of the traversal. 'transitions': one shortest
   * path per machine transition, for machines whose context makes the state graph large (it
   * sees only event-driven transitions, so use it for machines without eventless ones).
   */
  cover?: 'edges' | 'transitions';
  /** The events the environment can really produce in a state (only accepted ones are kept). */
  events: (snapshot: any) => EventObject[];
  /** What tells states apart for the model (state value plus the context that matters). */
  serializeState: (snapshot: any) => string;
}

/**
 * Paths that together take every edge of the traversal: for each (state, event) edge, the
 * shortest path to the state plus that edge. Paths that are the beginning of another are left
 * out, since the longer one takes them too.
 */
export type ModelPath = StatePath<any, { type: string; [key: string]: any }>;

export function transitionCoverPaths(machine: AnyStateMachine, options: CoverOptions): ModelPath[] {
  type TEvent = { type: string; [key: string]: any };
  const events = (snapshot: any) => options.events(snapshot).filter((e) => snapshot.can(e));
  const traversal = {
    input: options.input,
    events,
    serializeState: (s: any) => options.serializeState(s),
  } as never;
  const shortest = new Map<string, ModelPath>();
  for (const path of getShortestPaths(machine, traversal) as ModelPath[]) {
    shortest.set(options.serializeState(path.state), path);
  }
  const adjacency = getAdjacencyMap(machine, traversal) as unknown as Record<string, unknown>;
  const paths: ModelPath[] = [];
  const byTransition = new Map<string, ModelPath>();
  for (const [key, { state: from, transitions }] of Object.entries(adjacency) as [string, { state: any; transitions: Record<string, { event: TEvent; state: unknown }> }][]) {
    const head = shortest.get(key);
    if (!head) continue;
    for (const { event, state } of Object.values(transitions)) {
      const path = { state, steps: [...head.steps, { event, state }], weight: head.weight + 1 };
      if (options.cover !== 'transitions') {
        paths.push(path);
        continue;
      }
      for (const t of machine.getTransitionData(from, event as never)) {
        const k = transitionKey(t as AnyTransitionDefinition);
        if ((byTransition.get(k)?.steps.length ?? Infinity) > path.steps.length) byTransition.set(k, path);
      }
    }
  }
  paths.push(...byTransition.values());
  const signature = (p: ModelPath): string => p.steps.map((s) => JSON.stringify(s.event)).join('\n');
  const signatures = paths.map(signature);
  return paths.filter((_, i) => !signatures.some((other, j) => j !== i && other.length > signatures[i].length && other.startsWith(signatures[i] + '\n')))
    .filter((p, i, all) => all.findIndex((q) => signature(q) === signature(p)) === i);
}

/** A readable test name: each step's event with what sets it apart (field, error status...). */
export function pathName(path: ModelPath): string {
  return path.steps
    .slice(1)
    .map(({ event: e }) => {
      const detail =
        e.field ??
        (e.features ? `[${e.features.join(',')}]` : undefined) ??
        (e.type === 'mode.open' ? (e.email ? 'with email' : 'no email') : undefined) ??
        (e.error ? `status ${e.error.status ?? 'error'}` : undefined) ??
        ('output' in e ? (e.output ? 'found' : 'none') : undefined) ??
        (e.type === 'autosave.ready' ? (e.draft ? 'stored draft' : 'none') : undefined);
      const name = e.type.replace(/^xstate\./, '');
      return detail ? `${name} (${detail})` : name;
    })
    .join(' → ');
}
