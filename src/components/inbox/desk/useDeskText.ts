import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import type { DeskTextInput, SubmitTextInput } from '../../../../machines/deskText.machine';
import { bindDeskText } from '../../../actors/desk';
import { actorOptions } from '../../../inspect';

/** A deskText machine (a note, a reply, the assignee) for one view; the callbacks may change between renders. */
export function useDeskText(input: DeskTextInput, submit: (input: SubmitTextInput) => Promise<unknown>, onSent: () => void, onSignedOut: () => void) {
  const calls = useRef({ submit, onSent, onSignedOut });
  calls.current = { submit, onSent, onSignedOut };
  const logic = useMemo(
    () =>
      bindDeskText(
        (i) => calls.current.submit(i),
        () => calls.current.onSent(),
        () => calls.current.onSignedOut(),
      ),
    [],
  );
  const actor = useActorRef(logic, actorOptions({ input }));
  const state = useSelector(actor, (s) => s);
  return { state, send: actor.send };
}
