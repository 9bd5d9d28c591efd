import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, EventObject } from 'xstate';
import { scholarshipMachine, type ScholarshipContext } from '../../machines/scholarship.machine';
import { validateScholarship } from '../../src/domain/scholarship';
import { bindScholarship } from '../../src/actors/scholarship';
import { ScholarshipForm } from '../../src/components/scholarship/ScholarshipForm';
import { scholarshipText } from '../../src/content/scholarship';
import { analyticsEvents } from '../../src/domain/analyticsEvents';
import { situationOptions } from '../../src/domain/scholarship';
import { byTakenTransitions } from '../support/modelKeys';
import { fakeAnalytics } from '../support/renderWaitlist';
import { fakeAutosave } from '../support/fakeAutosave';
import { describePaths } from './describePaths';

/**
 * The real application form (src/components/scholarship) on the scholarship machine with its
 * real bindings, except that the autosave child is scripted (the autosave has path tests of its
 * own) and analytics and logging are fakes. The visitor types, picks and clicks; the autosave's
 * reports are played by the test.
 */
const text = scholarshipText.form;

/** One valid value per field a submission needs: the model fills them in to reach a complete application. */
const complete = {
  centerName: 'Casa Verde',
  contactPersonName: 'Ioana Pop',
  email: 'ioana@casaverde.example',
  country: 'Romania',
  situation: 'new',
  message: 'We opened in March and welcome twelve guests a week.',
} as const;
type CompleteField = keyof typeof complete;

interface Driver {
  user: UserEvent;
  autosave: ReturnType<typeof fakeAutosave>;
  analytics: ReturnType<typeof fakeAnalytics>;
  unmount: () => void;
  left: boolean;
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (name: CompleteField) => screen.getByLabelText(new RegExp(`^${escape(text.labels[name])}( \\*)?$`)) as HTMLInputElement;
const form = () => screen.queryByRole('form', { name: text.name });
const button = () => within(form()!).getByRole('button');
const missingList = () => screen.queryByText(text.missing);

function another(current: string, value: string, name: CompleteField): string {
  if (current !== value) return value;
  if (name === 'situation') return situationOptions.find((o) => o.value !== value)!.value;
  return value.includes('@') ? value.replace('@', '+1@') : `${value} II`;
}

/** Compact model states: where the machine is, how much of the application is complete, whether something is unsaved. */
function key(s: AnyMachineSnapshot): string {
  const c = s.context as ScholarshipContext;
  const done = (Object.keys(complete) as CompleteField[]).filter((f) => !(f in validateScholarship(c.draft))).length;
  return JSON.stringify([s.value, done, c.draft !== c.savedDraft]);
}

function describeEvent(e: EventObject): string {
  const event = e as AnyEventObject;
  switch (e.type) {
    case 'field.change':
      return `field.change ${event.field}`;
    case 'autosave.ready':
      return event.draft ? 'autosave.ready (draft restored)' : 'autosave.ready (nothing stored)';
    case 'autosave.saved':
      return event.draft.status === 'submitted' ? 'autosave.saved (the submission)' : 'autosave.saved (a draft)';
    case 'xstate.done.actor.autosave':
      return 'autosave done';
    case 'xstate.error.actor.autosave':
      return 'autosave error';
    default:
      return e.type;
  }
}

const report = (driver: Driver, event: AnyEventObject) => act(() => driver.autosave.send({ type: 'test.report', report: event }));

/** The button cannot send: disabled, or (while fields are missing) marked so and describing what is missing. */
function expectCannotSend(): void {
  const b = button();
  expect(b.hasAttribute('disabled') || b.getAttribute('aria-disabled') === 'true').toBe(true);
}

function expectEditable(editable: boolean): void {
  for (const name of ['centerName', 'email', 'message'] as const) {
    if (editable) expect(field(name)).not.toHaveAttribute('readonly');
    else expect(field(name)).toHaveAttribute('readonly');
  }
}

const onScreen =
  (check: (driver: Driver, state: AnyMachineSnapshot) => void) =>
  (driver: Driver, state: AnyMachineSnapshot): void => {
    if (!driver.left) check(driver, state);
  };

describePaths<typeof scholarshipMachine, Driver>('scholarship', scholarshipMachine, {
  events: [
    ...(Object.entries(complete) as [CompleteField, string][]).map(([name, value]) => ({ type: 'field.change', field: name, value })),
    { type: 'form.submit' },
    { type: 'page.leave' },
    { type: 'autosave.ready', recordId: null, draft: null },
    { type: 'autosave.ready', recordId: 'stored', draft: { status: 'draft', position: 'Director' } },
    { type: 'autosave.saved', recordId: 'r1', draft: { status: 'draft' } },
    { type: 'autosave.saved', recordId: 'r1', draft: { status: 'submitted' } },
    { type: 'autosave.rejected', field: 'email', reason: { key: 'Email' } },
    // The autosave completing or breaking (xstate.done/error.actor.autosave) is added by generatePaths.
  ],
  describeEvent,
  serializeState: byTakenTransitions(scholarshipMachine, key),
  pathCount: 7,

  start: (): Driver => {
    localStorage.clear();
    const autosave = fakeAutosave();
    const analytics = fakeAnalytics();
    const view = render(<ScholarshipForm logic={bindScholarship({ autosave: autosave.logic as never, analytics, log: vi.fn() })} />);
    return { user: userEvent.setup(), autosave, analytics, unmount: view.unmount, left: false };
  },

  perform: {
    'field.change': (_, event) => {
      const name = event.field as CompleteField;
      const element = field(name);
      fireEvent.change(element, { target: { value: another(element.value, event.value, name) } });
    },
    'form.submit': (driver) => driver.user.click(button()),
    'page.leave': (driver) => {
      driver.unmount();
      driver.left = true;
    },
    'autosave.ready': (driver, event) => report(driver, event),
    'autosave.rejected': (driver, event) => report(driver, event),
    'autosave.saved': (driver, event) => {
      // The autosave reports the very draft the form sent it.
      const { autosave } = driver;
      const sent =
        event.draft.status === 'submitted'
          ? (autosave.lastDraft('draft.save') ?? { ...autosave.startDraft(), status: 'submitted' })
          : (autosave.lastDraft('draft.change') ?? autosave.startDraft());
      return report(driver, { ...event, draft: sent });
    },
    'xstate.done.actor.autosave': (driver) => act(() => driver.autosave.send({ type: 'test.finish' })),
    'xstate.error.actor.autosave': (driver) => act(() => driver.autosave.send({ type: 'test.fail' })),
  },

  expectations: {
    filling: (driver, state) => {
      if (driver.left) {
        // Leaving the page inside the app saves what is pending at once.
        expect(driver.autosave.received.at(-1)).toEqual({ type: 'page.leave' });
        return;
      }
      // What the server refused shows next to its field.
      const { errors: refusals } = state.context as ScholarshipContext;
      expect(form()!.querySelectorAll('[aria-invalid="true"]')).toHaveLength(Object.keys(refusals).length);
    },
    'filling.open.restoring': onScreen(() => {
      expectCannotSend();
      expectEditable(true);
    }),
    'filling.open.editing': onScreen((driver, state) => {
      expectEditable(true);
      const { draft, savedDraft } = state.context as ScholarshipContext;
      const missing = Object.keys(validateScholarship(draft));
      if (missing.length) {
        // Blocked while incomplete, and the visitor is told what is missing.
        expect(button()).toHaveAttribute('aria-disabled', 'true');
        for (const name of missing) expect(missingList()!.parentElement).toHaveTextContent(text.labels[name as CompleteField]);
      } else {
        expect(button()).toBeEnabled();
        expect(button()).not.toHaveAttribute('aria-disabled');
        expect(missingList()).toBeNull();
      }
      expect(button()).toHaveAccessibleName(text.submit);
      // Whatever the server may not have yet has been handed, whole, to the autosave.
      if (draft !== savedDraft) expect(driver.autosave.lastDraft('draft.change')).toEqual(draft);
    }),
    'filling.submitting': (driver) => {
      expect(button()).toHaveAccessibleName(text.submitting);
      expect(button()).toBeDisabled();
      expectEditable(false);
      expect(driver.autosave.lastDraft('draft.save')).toMatchObject({ ...complete, status: 'submitted' });
    },
    'filling.closing': (driver) => {
      expect(button()).toBeDisabled();
      expect(driver.autosave.received.at(-1)).toEqual({ type: 'draft.close' });
    },
    stalled: () => {
      expect(button()).toHaveAccessibleName(text.retry);
      expect(button()).toBeEnabled();
      expect(screen.getByRole('alert')).toHaveTextContent(text.stalled);
      expectEditable(true);
    },
    submitted: (driver) => {
      expect(form()).toBeNull();
      expect(screen.getByText(text.success)).toHaveFocus();
      expect(vi.mocked(driver.analytics.track)).toHaveBeenCalledWith(analyticsEvents.scholarshipSubmitted);
    },
  },
});
