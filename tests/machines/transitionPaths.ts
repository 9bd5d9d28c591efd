import { getShortestPaths, toDirectedGraph, type DirectedGraphNode, type StatePath } from '@xstate/graph';
import { transition, type AnyStateMachine, type EventFromLogic, type InputFrom, type SnapshotFrom } from 'xstate';

type Path<M extends AnyStateMachine> = StatePath<SnapshotFrom<M>, EventFromLogic<M>>;

/**
 * Paths that together reach every state and take every transition: the shortest path to each
 * state, extended by each listed event that state accepts. (Simple paths alone miss transitions
 * back into states already visited.)
 */
export function everyTransitionPaths<M extends AnyStateMachine>(
  machine: M,
  options: { input: InputFrom<M>; events: EventFromLogic<M>[] },
): Path<M>[] {
  const shortest = getShortestPaths(machine, options) as Path<M>[];
  const paths: Path<M>[] = [];
  for (const path of shortest) {
    const state = path.state as unknown as { can: (event: EventFromLogic<M>) => boolean };
    const accepted = options.events.filter((event) => state.can(event));
    if (accepted.length === 0) paths.push(path);
    for (const event of accepted) {
      const [next] = transition(machine, path.state, event);
      paths.push({ state: next, steps: [...path.steps, { event, state: next }], weight: path.weight + 1 });
    }
  }
  return paths;
}

/** Whether a snapshot is in the state node with this id ('machine.parent.child'). */
function isIn(snapshot: { matches: (value: any) => boolean }, id: string): boolean {
  const [, ...parts] = id.split('.');
  if (parts.length === 0) return true;
  const value = parts.reduceRight<any>((inner, part) => (inner === undefined ? part : { [part]: inner }), undefined);
  return snapshot.matches(value);
}

/** The machine's event-driven transitions (source, event, target) that no path takes. */
export function transitionsNotTaken<M extends AnyStateMachine>(machine: M, paths: Path<M>[]): string[] {
  const edges: { source: string; target: string; event: string }[] = [];
  const walk = (node: DirectedGraphNode) => {
    for (const e of node.edges) edges.push({ source: e.source.id, target: e.target.id, event: e.label.text });
    node.children.forEach(walk);
  };
  walk(toDirectedGraph(machine));
  return edges
    .filter((edge) => edge.event !== '' && !edge.event.startsWith('always'))
    .filter(
      (edge) =>
        !paths.some((p) =>
          p.steps.some(
            (step, i) =>
              i > 0 &&
              step.event.type === edge.event &&
              isIn(p.steps[i - 1]!.state, edge.source) &&
              isIn(step.state, edge.target),
          ),
        ),
    )
    .map((e) => `${e.source} --${e.event}--> ${e.target}`);
}
