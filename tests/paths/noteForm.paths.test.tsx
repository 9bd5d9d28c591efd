import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { deskTextMachine, type SubmitTextInput } from '../../machines/deskText.machine';
import { NoteForm } from '../../src/components/inbox/desk/NoteForm';
import { deskText } from '../../src/components/inbox/desk/deskText';
import { heldDeskCalls, leadId, type HeldDeskCalls } from '../support/fakeDeskCalls';
import { byTakenTransitions } from '../support/modelKeys';
import { describePaths } from './describePaths';

// A path types and clicks through the view; on the shared 2-core machine the first one can take
// longer than vitest's default 5 s. A bound, not a wait.
vi.setConfig({ testTimeout: 30_000 });

/**
 * A note on a lead (src/components/inbox/desk/NoteForm.tsx, the deskText machine): written, saved,
 * refused, tried again with the same key, and a session that ended; the server's answers held.
 */
interface Driver {
  user: UserEvent;
  held: HeldDeskCalls;
  sent: number;
  signedOut: number;
  /** The key of the try that failed, while the words have not changed since. */
  failedKey: string | null;
}

const t = deskText.note;
const words = 'Called, no answer. Try Thursday.';
const box = () => screen.getByRole('textbox', { name: t.label });
const lastCall = (d: Driver) => d.held.made.get('addNote')!.at(-1) as [string, SubmitTextInput];

describePaths<typeof deskTextMachine, Driver>('noteForm', deskTextMachine, {
  input: { kind: 'message' },
  events: [
    { type: 'text.change', text: words },
    { type: 'text.submit' },
    { type: 'xstate.done.actor.submitText' },
    { type: 'xstate.error.actor.submitText', error: { status: 500 } },
    { type: 'xstate.error.actor.submitText', error: { status: 401 } },
  ],
  serializeState: byTakenTransitions(deskTextMachine, (s) => JSON.stringify([s.value, s.context.text.trim() !== ''])),
  describeEvent: (e) => {
    const status = (e as unknown as { error?: { status: number } }).error?.status;
    if (e.type === 'xstate.done.actor.submitText') return 'saved';
    if (e.type === 'xstate.error.actor.submitText') return `save fails ${status}`;
    return e.type;
  },
  cover: 'transitions',
  pathCount: 4,

  start: (): Driver => {
    const held = heldDeskCalls();
    const driver: Driver = { user: userEvent.setup(), held, sent: 0, signedOut: 0, failedKey: null };
    render(<NoteForm leadId={leadId} calls={held.calls} onSent={() => driver.sent++} onSignedOut={() => driver.signedOut++} />);
    return driver;
  },

  perform: {
    'text.change': async (d, e) => {
      d.failedKey = null;
      await d.user.clear(box());
      await d.user.type(box(), e.text as string);
    },
    'text.submit': (d) => d.user.click(screen.getByRole('button', { name: t.submit })),
    'xstate.done.actor.submitText': (d) => d.held.resolve('addNote', { id: 'n1' }),
    'xstate.error.actor.submitText': async (d, e) => {
      d.failedKey = lastCall(d)[1].key;
      await d.held.reject('addNote', e.error);
    },
  },

  expectations: {
    editing: (_, state) => {
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('status')).toHaveTextContent('');
      expect(box()).not.toHaveAttribute('readonly');
      expect(box()).toHaveValue(state.context.text);
    },
    sending: (d) => {
      const [id, sentText] = lastCall(d);
      expect(id).toBe(leadId);
      expect(sentText.text).toBe(words);
      // Sent again unchanged after a failure: the same key, so the server keeps one note.
      if (d.failedKey) expect(sentText.key).toBe(d.failedKey);
      expect(screen.getByRole('status')).toHaveTextContent(t.sending);
      expect(box()).toHaveAttribute('readonly');
      expect(screen.getByRole('button', { name: t.submit })).toHaveAttribute('aria-disabled', 'true');
    },
    sent: (d) => {
      expect(screen.getByRole('status')).toHaveTextContent(t.sent);
      expect(box()).toHaveValue('');
      expect(d.sent).toBeGreaterThan(0);
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(t.failed);
      // The words are kept.
      expect(box()).toHaveValue(words);
    },
    signedOut: (d) => expect(d.signedOut).toBe(1),
  },
});
