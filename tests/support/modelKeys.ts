import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { transitionKey } from '../../tools/statecharts/model';
import { withInertActors } from '../../tools/paths/generate';

/**
 * A `serializeState` for generatePaths on form machines, whose drafts make the plain state graph
 * too large to walk: a model state is the caller's compact `key` of the snapshot (where the
 * machine is and the little of its context that decides its guards), told apart by the machine
 * transitions the step into it took. Every transition reachable in the compact graph then ends
 * some shortest path, as with the default (previous state, event, state) vertices, at a fraction
 * of their number: the many events that take the same transition (a change of any field, say)
 * make one vertex.
 */
export function byTakenTransitions<TMachine extends AnyStateMachine>(machine: TMachine, key: (snapshot: AnyMachineSnapshot) => string) {
  const inert = withInertActors(machine);
  const keys = new WeakMap<AnyMachineSnapshot, string>();
  const keyOf = (s: AnyMachineSnapshot) => {
    if (!keys.has(s)) keys.set(s, key(s));
    return keys.get(s)!;
  };
  return (state: AnyMachineSnapshot, event: EventObject | undefined, previous?: AnyMachineSnapshot): string => {
    const taken =
      previous && event
        ? inert
            .getTransitionData(previous as never, event)
            .map((t) => transitionKey(t))
            .sort()
        : [];
    return `${keyOf(state)}|${taken.join(',')}`;
  };
}
