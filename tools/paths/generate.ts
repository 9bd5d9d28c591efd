import { getAdjacencyMap, serializeEvent, serializeSnapshot } from '@xstate/graph';
import {
  createEmptyActor,
  fromPromise,
  type AnyActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InputFrom,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate';
import { chartModel } from '../statecharts/model';
import { createRecorder } from './coverage';

/**
 * Test paths for a machine. @xstate/graph traverses the machine from each input (the states
 * `serializeState` tells apart, linked by the events the machine accepts); the paths are shortest
 * paths in that graph, chosen by `cover`:
 * - 'fewest' (default): the fewest that together reach every reachable state and take every
 *   reachable transition (chosen among all inputs together);
 * - 'transitions': for each input, for every state and transition, the shortest path that gets
 *   there (each input is a layout or placement worth covering in full);
 * - 'edges': for each input, for every state of the graph and every event it accepts, the
 *   shortest path to that state followed by that event: every situation the model tells apart
 *   meets every event (e.g. a change typed while a save is in flight, with and without a record).
 * A path that is the beginning of another is left out: the longer one takes it too.
 */
export interface MachinePath {
  description: string;
  /** Events in order (without XState's own `xstate.init`), each with the snapshot it leads to. */
  steps: Array<{ event: EventObject; state: AnyMachineSnapshot }>;
  /** Where the path ends. */
  state: AnyMachineSnapshot;
  /** The input the machine starts with on this path. */
  input: unknown;
}

export type PathCover = 'fewest' | 'transitions' | 'edges';

export interface GenerateOptions<TMachine extends AnyStateMachine> {
  /**
   * The events to drive the machine with, payloads included: the traversal sends only these.
   * A list: each state is sent those it accepts, and the machine's own events are added when not
   * listed: an invoked actor's outcomes (`xstate.done.actor.<id>` without output,
   * `xstate.error.actor.<id>` with an Error) and timers (`xstate.after.<delay>.<stateId>`); list
   * them yourself when a payload matters (e.g. a saved record as the done event's `output`).
   * A function: what the world around the machine can really make happen in a state (it may read
   * the context, e.g. to offer a submit only once the fields are filled); nothing is added, and
   * events the state does not accept are dropped.
   */
  events: AnyEventObject[] | ((state: SnapshotFrom<TMachine>, input: InputFrom<TMachine>) => AnyEventObject[]);
  input?: InputFrom<TMachine>;
  /**
   * Several inputs to start from, instead of `input` (a layout, a feature switched off at
   * start...); each path's description then begins with its input.
   */
  inputs?: InputFrom<TMachine>[];
  /** How an input reads at the start of a path's description (default: its JSON). */
  describeInput?: (input: InputFrom<TMachine>) => string;
  /** How a step reads in the path's description (default: the event type and its payload). */
  describeEvent?: (event: EventObject) => string;
  /**
   * Tells the traversal's states apart (default: the state with the event and state that led
   * there, so every transition is an edge of its own). Say which context matters, e.g. whether a
   * record id is held, and leave out what does not (the text typed).
   */
  serializeState?: (state: AnyMachineSnapshot, event: EventObject | undefined, previous?: AnyMachineSnapshot) => string;
  cover?: PathCover;
}

/** One step of the traversal: an event sent in the state `from`, leading to `to`. */
interface Edge {
  id: number;
  event: EventObject;
  state: AnyMachineSnapshot;
  /** The states and transitions the step goes through. */
  covers: Set<string>;
}

interface Walk {
  inputIndex: number;
  input: unknown;
  /** The start, as a step from nowhere: the initial states and any `always` taken at once. */
  start: Edge;
  edges: Edge[];
}

export function generatePaths<TMachine extends AnyStateMachine>(machine: TMachine, options: GenerateOptions<TMachine>): MachinePath[] {
  if (options.input !== undefined && options.inputs !== undefined) throw new Error('Pass `input` or `inputs`, not both');
  const cover = options.cover ?? 'fewest';
  const inputs = options.inputs ?? [options.input];
  const walksByInput = inputs.map((input, inputIndex) => traverse(machine, options, input, inputIndex));
  const chosen =
    cover === 'fewest'
      ? cheapestCover(walksByInput.flatMap((w) => w.shortest))
      : walksByInput.flatMap((w) => withoutPrefixes(cover === 'edges' ? w.extended : shortestPer(w.extended)));
  const describe = options.describeEvent ?? describeEventDefault;
  const describeInput = options.describeInput ?? ((input) => JSON.stringify(input));
  const described = chosen.map((walk) => {
    const route = walk.edges.length ? walk.edges.map((e) => describe(e.event)).join(' → ') : '(the initial state)';
    return { walk, description: options.inputs ? `${describeInput(walk.input as InputFrom<TMachine>)}: ${route}` : route };
  });
  const paths = described
    .sort((a, b) => a.walk.inputIndex - b.walk.inputIndex || a.walk.edges.length - b.walk.edges.length || a.description.localeCompare(b.description))
    .map(({ walk, description }): MachinePath => ({
      description,
      steps: walk.edges.map(({ event, state }) => ({ event, state })),
      state: (walk.edges.at(-1) ?? walk.start).state,
      input: walk.input,
    }));
  // Coverage is credited by description, so two paths must never read the same.
  const seen = new Set<string>();
  for (const { description } of paths) {
    if (seen.has(description)) throw new Error(`Two paths read "${description}": tell their events (or inputs) apart with \`describeEvent\``);
    seen.add(description);
  }
  return paths;
}

/**
 * The traversal from one input: the shortest walk to every state of the graph, and those walks
 * each followed by every event its state accepts. A step's coverage is worked out from the very
 * snapshot the traversal sent its event in, so events whose payload the context decides (an
 * object a guard compares by identity) take the transitions they took in the traversal.
 */
function traverse<TMachine extends AnyStateMachine>(machine: TMachine, options: GenerateOptions<TMachine>, input: unknown, inputIndex: number) {
  const model = forTraversal(machine);
  const own = typeof options.events === 'function' ? [] : ownEvents(machine, options.events);
  const offered = (state: AnyMachineSnapshot): AnyEventObject[] =>
    typeof options.events === 'function' ? options.events(state as SnapshotFrom<TMachine>, input as InputFrom<TMachine>) : [...options.events, ...own];
  // Only events some transition accepts, and nothing after a final state: others change
  // nothing, and an unhandled `xstate.error.actor.*` would stop the machine with an error.
  const events = (state: AnyMachineSnapshot) => (state.status === 'active' ? offered(state).filter((e) => model.getTransitionData(state, e).length > 0) : []);
  // By default every (state, event, next state) is its own vertex, so the shortest paths take
  // every transition, including those that lead back to the state they left.
  const serializeState =
    options.serializeState ??
    ((s: AnyMachineSnapshot, e: EventObject | undefined, prev?: AnyMachineSnapshot) =>
      [prev ? serializeSnapshot(prev) : '', e ? serializeEvent(e) : '', serializeSnapshot(s)].join('|'));
  const adjacency = getAdjacencyMap(model, { events, input, serializeState } as never) as unknown as Record<
    string,
    { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }
  >;
  const record = recording(machine);
  let ids = 0;
  const start: Edge = { id: ids++, event: { type: 'xstate.init' }, ...record(() => model.getInitialSnapshot(record.scope, input)) };
  const walk = (edges: Edge[]): Walk => ({ inputIndex, input, start, edges });

  // Breadth first, the first way found to a state kept: as @xstate/graph's getShortestPaths does.
  const [initialKey] = Object.keys(adjacency);
  const shortestTo = new Map<string, Edge[]>([[initialKey, []]]);
  const extended: Walk[] = [];
  for (const key of shortestTo.keys()) {
    const { state: from, transitions } = adjacency[key];
    for (const { event, state } of Object.values(transitions)) {
      const { covers } = record(() => model.transition(from, event, record.scope));
      const edge: Edge = { id: ids++, event, state, covers };
      const edges = [...shortestTo.get(key)!, edge];
      extended.push(walk(edges));
      const next = serializeState(state, event, from);
      if (!shortestTo.has(next)) shortestTo.set(next, edges);
    }
  }
  return {
    shortest: [...shortestTo.values()].map(walk),
    // A machine that accepts nothing at all still has its initial state to test.
    extended: extended.length ? extended : [walk([])],
  };
}

/** What a walk goes through, by state id and transition key. */
const coversOf = (walk: Walk): Set<string> => new Set([walk.start, ...walk.edges].flatMap((e) => [...e.covers]));

/** For every state and transition any walk covers, the shortest walk that does (the first found on a tie). */
function shortestPer(walks: Walk[]): Walk[] {
  const best = new Map<string, Walk>();
  for (const walk of walks) {
    for (const id of coversOf(walk)) {
      const current = best.get(id);
      if (!current || walk.edges.length < current.edges.length) best.set(id, walk);
    }
  }
  return [...new Set(best.values())];
}

/** Drops walks that are the beginning of another walk (or the same as one). */
function withoutPrefixes(walks: Walk[]): Walk[] {
  const signatures = walks.map((w) => `${w.edges.map((e) => e.id).join(',')},`);
  return walks.filter((_, i) => !signatures.some((other, j) => other.startsWith(signatures[i]) && (other.length > signatures[i].length || j < i)));
}

/** Greedy set cover: repeatedly the walk adding most, shorter first on a tie. */
function cheapestCover(walks: Walk[]): Walk[] {
  const covers = walks.map(coversOf);
  const covered = new Set<string>();
  const chosen: Walk[] = [];
  for (;;) {
    let best = -1;
    let bestGain = 0;
    walks.forEach((w, i) => {
      const gain = [...covers[i]].filter((id) => !covered.has(id)).length;
      if (gain > bestGain || (gain === bestGain && gain > 0 && w.edges.length < walks[best].edges.length)) {
        best = i;
        bestGain = gain;
      }
    });
    if (best < 0) break;
    chosen.push(walks[best]);
    covers[best].forEach((id) => covered.add(id));
  }
  return chosen;
}

/**
 * Runs one traversal step in an actor scope that executes nothing but reports XState's
 * inspection events, and returns the snapshot it led to with what it went through.
 */
function recording(machine: AnyStateMachine) {
  let recorder = createRecorder(machine);
  const self = createEmptyActor();
  self.system.inspect((event: InspectionEvent) => recorder.inspect(event));
  const scope = {
    self,
    id: '',
    sessionId: '',
    logger: () => {},
    defer: () => {},
    system: self.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
  const record = (step: () => AnyMachineSnapshot): { state: AnyMachineSnapshot; covers: Set<string> } => {
    recorder = createRecorder(machine);
    const state = step();
    recorder.enter(state);
    return { state, covers: new Set([...recorder.states, ...recorder.transitions]) };
  };
  return Object.assign(record, { scope });
}

/** Actor outcomes and timers the machine reacts to, for those not among `listed`. */
function ownEvents(machine: AnyStateMachine, listed: AnyEventObject[]): AnyEventObject[] {
  const types = new Set(chartModel(machine).transitions.map((t) => t.eventType));
  return [...types]
    .filter((type) => /^xstate\.(done\.actor|error\.actor|after)\./.test(type) && !listed.some((e) => e.type === type))
    .sort()
    .map((type) => (type.startsWith('xstate.error.') ? { type, error: new Error(`${type} (generated)`) } : { type }));
}

/**
 * The machine as the traversal runs it, alone: invoked actors never settle (their outcomes come
 * only as path events), and its messages to a parent (`sendParent`) go nowhere, as it has none.
 */
function forTraversal<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  const toParent = Object.entries(machine.implementations.actions).filter(([, action]) => (action as { to?: unknown }).to === '#_parent');
  const actions = Object.fromEntries(toParent.map(([name]) => [name, () => {}]));
  return withInertActors(machine).provide({ actions } as never) as TMachine;
}

/** Invoked actors replaced by ones that never settle: their outcomes come only as listed events. */
export function withInertActors<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  const never = fromPromise(() => new Promise<never>(() => {}));
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, never]));
  return machine.provide({ actors } as never) as TMachine;
}

export function describeEventDefault(event: EventObject): string {
  // An actor's result decides where its done event leads, so it is part of the step.
  if (event.type.startsWith('xstate.done.actor.') && 'output' in event) return `${event.type} ${JSON.stringify(event.output)}`;
  if (event.type.startsWith('xstate.')) return event.type;
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  return Object.keys(payload).length ? `${type} ${JSON.stringify(payload)}` : type;
}
