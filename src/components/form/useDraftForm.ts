import { useActorRef, useSelector } from '@xstate/react';
import { useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import type { AnyActorRef, AnyStateMachine, ActorRefFrom } from 'xstate';
import {
  selectCanSubmit,
  selectDraft,
  selectErrors,
  selectIsReadOnly,
  selectSubmitAction,
  type DraftFormSnapshot,
  type FieldErrors,
} from '../../../machines/draftForm';
import { actorOptions } from '../../inspect';

/**
 * A draft form's actor for a view: started with the form, and told when the visitor leaves
 * the form inside the app (another page) so what is pending is saved at once. A layout
 * effect's cleanup runs before the actor is stopped, so the event still reaches it.
 */
export function useDraftFormActor<TLogic extends AnyStateMachine>(logic: TLogic, input?: unknown): ActorRefFrom<TLogic> {
  const actor = (useActorRef as (l: AnyStateMachine, o: object) => AnyActorRef)(logic, actorOptions(input === undefined ? {} : { input }));
  useLayoutEffect(() => () => actor.send({ type: 'page.leave' }), [actor]);
  return actor as ActorRefFrom<TLogic>;
}

/** What every draft form view reads from its machine, and how it tells it about the visitor. */
export function useDraftForm<TDraft extends object>(actor: AnyActorRef) {
  const read = <T>(select: (s: DraftFormSnapshot<TDraft>) => T) => select(actor.getSnapshot() as DraftFormSnapshot<TDraft>);
  return {
    draft: useSelector(actor, selectDraft) as TDraft,
    errors: useSelector(actor, selectErrors) as FieldErrors<Extract<keyof TDraft, string>>,
    readOnly: useSelector(actor, selectIsReadOnly),
    canSubmit: useSelector(actor, selectCanSubmit),
    action: useSelector(actor, selectSubmitAction),
    /** What says how saving goes: the form itself, which owns its saving. */
    autosave: actor,
    onField: <K extends keyof TDraft>(field: K, value: TDraft[K]) => actor.send({ type: 'field.change', field, value }),
    /** Submits and lets React render the outcome before returning, so the caller can move the focus. */
    submit: () => flushSync(() => actor.send({ type: 'form.submit' })),
    read,
  };
}

export type DraftFormView<TDraft extends object> = ReturnType<typeof useDraftForm<TDraft>>;
