import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { privacyRequestMachine } from '../../machines/privacyRequest.machine';
import { PrivacyRequests } from '../../src/components/inbox/PrivacyRequests';
import { inboxText } from '../../src/content/inbox';
import { byResource, recordTitle, resourceLabels, type PersonData } from '../../src/domain/inbox';
import { heldCalls, sampleRecord, type HeldCalls } from '../support/fakeInboxCalls';
import { describePaths } from './describePaths';

// A path clicks through the whole panel; on the shared 2-core machine the first one (cold React,
// cold user-event) can take longer than vitest's default 5 s. A bound, not a wait.
vi.setConfig({ testTimeout: 30_000 });

/**
 * A privacy request on the real view (src/components/inbox/PrivacyRequests.tsx), each answer
 * held and given by the step: the lookup, the question before an erase and its outcome, a
 * mention changed in its record (the person read again), refusals and a session that ended.
 */
interface Driver {
  user: UserEvent;
  held: HeldCalls;
  signedOut: number;
}

const t = inboxText.privacy;
const address = 'privacy.person@example.com';
// Someone else's referral that mentions the address: it stays through the erase.
const mention = sampleRecord(7, { centerName: 'Casa Mențiunii', openedAt: '2026-11-23T09:07:00.000Z' });
const openMention = () => screen.getByRole('button', { name: t.openMentionLabel(resourceLabels.affiliates, recordTitle('affiliates', mention)) });
const person: PersonData = {
  email: address,
  records: { ...byResource(), 'waitlist-records': [sampleRecord(1, { email: address }), sampleRecord(2, { email: address })] },
  mentions: { ...byResource(), affiliates: [mention] },
};
const erasedEntries = [{}, {}];

const findButton = () => screen.getByRole('button', { name: t.find });
const dialog = () => screen.queryByRole('alertdialog');
// The panel's own notice (an opened mention's record has one of its own).
const notice = () => document.querySelector('.inbox-privacy > [role=status] p');

describePaths<typeof privacyRequestMachine, Driver>('privacyRequest', privacyRequestMachine, {
  events: [
    { type: 'person.find', email: address },
    { type: 'xstate.done.actor.findPerson', output: person },
    { type: 'xstate.error.actor.findPerson', error: { status: 500 } },
    { type: 'xstate.error.actor.findPerson', error: { status: 401 } },
    { type: 'erase.ask' },
    { type: 'erase.cancel' },
    { type: 'erase.confirm' },
    { type: 'xstate.done.actor.erasePerson', output: { erased: erasedEntries.length } },
    { type: 'xstate.error.actor.erasePerson', error: { status: 500 } },
    { type: 'xstate.error.actor.erasePerson', error: { status: 401 } },
    { type: 'mention.changed' },
    { type: 'xstate.done.actor.readPerson', output: person },
    { type: 'xstate.error.actor.readPerson', error: { status: 500 } },
    { type: 'xstate.error.actor.readPerson', error: { status: 401 } },
  ],
  describeEvent: (e) => {
    const status = (e as unknown as { error?: { status: number } }).error?.status;
    if (e.type.startsWith('xstate.done.actor.')) return `${e.type.slice(18)} done`;
    if (e.type.startsWith('xstate.error.actor.')) return `${e.type.slice(19)} fails ${status}`;
    return e.type;
  },
  cover: 'transitions',
  pathCount: 19,

  start: async (): Promise<Driver> => {
    const held = heldCalls();
    const driver: Driver = { user: userEvent.setup(), held, signedOut: 0 };
    render(<PrivacyRequests calls={held.calls} onSignedOut={() => driver.signedOut++} />);
    await driver.user.type(screen.getByLabelText(t.emailLabel), address);
    return driver;
  },

  perform: {
    'person.find': (d) => d.user.click(findButton()),
    'xstate.done.actor.findPerson': (d, e) => d.held.resolve('findPerson', e.output),
    'xstate.error.actor.findPerson': (d, e) => d.held.reject('findPerson', e.error),
    'xstate.done.actor.readPerson': (d, e) => d.held.resolve('findPerson', e.output),
    'xstate.error.actor.readPerson': (d, e) => d.held.reject('findPerson', e.error),
    'erase.ask': (d) => d.user.click(screen.getByRole('button', { name: t.erase })),
    'erase.cancel': (d) => d.user.click(within(dialog()!).getByRole('button', { name: t.cancel })),
    'erase.confirm': (d) => d.user.click(within(dialog()!).getByRole('button', { name: t.eraseConfirm })),
    'xstate.done.actor.erasePerson': (d) => d.held.resolve('erasePerson', { erased: erasedEntries }),
    'xstate.error.actor.erasePerson': (d, e) => d.held.reject('erasePerson', e.error),
    // The owner opens the mention and marks it contacted: the panel reads the person again.
    'mention.changed': async (d) => {
      if (!screen.queryByRole('button', { name: inboxText.record.markContacted })) {
        await d.user.click(openMention());
      }
      await d.user.click(screen.getByRole('button', { name: inboxText.record.markContacted }));
      await d.held.resolve('applyChange', mention);
    },
  },

  expectations: {
    asking: () => {
      expect(findButton()).toBeEnabled();
      expect(screen.queryByText(t.found(2))).toBeNull();
    },
    finding: (d) => expect(d.held.made.get('findPerson')!.at(-1)).toEqual([address]),
    refused: () => {
      expect(notice()).toHaveTextContent(t.failed);
      // The address stays typed, to try again.
      expect(screen.getByLabelText(t.emailLabel)).toHaveValue(address);
    },
    'found.listed': () => {
      expect(screen.getByText(t.found(2))).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: t.mentionsHeading })).toBeInTheDocument();
      expect(dialog()).toBeNull();
      expect(notice()).toBeNull();
    },
    'found.confirming': () => {
      expect(dialog()).toHaveTextContent(t.eraseQuestion(2));
      expect(dialog()).toHaveFocus();
    },
    'found.erasing': (d) => {
      expect(d.held.pending.get('erasePerson')).toHaveLength(1);
      expect(d.held.made.get('erasePerson')!.at(-1)).toEqual([address]);
      expect(findButton()).toBeDisabled();
    },
    'found.eraseRefused': () => {
      // Said while the question is still open, where the owner is.
      expect(dialog()).not.toBeNull();
      expect(notice()).toHaveTextContent(t.failed);
      expect(notice()).toHaveFocus();
    },
    'found.erased': () => {
      expect(notice()).toHaveTextContent(t.erased(2));
      expect(notice()).toHaveFocus();
      expect(screen.queryByText(t.found(2))).toBeNull();
      // The mention is someone else's: it stays, for the owner to decide on.
      expect(openMention()).toBeInTheDocument();
    },
    'found.reading': (d) => expect(d.held.made.get('findPerson')!.at(-1)).toEqual([address]),
    'found.readRefused': () => {
      expect(notice()).toHaveTextContent(t.failed);
      expect(screen.getByRole('heading', { name: t.mentionsHeading })).toBeInTheDocument();
    },
    signedOut: (d) => expect(d.signedOut).toBe(1),
  },
});
