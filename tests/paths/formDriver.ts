import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, onTestFinished, vi, type Mock } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { AutosaveInput, Draft } from '../../machines/autosave.machine';
import { formatSentDate } from '../../src/components/form/SentDetails';
import { messages } from '../../src/domain/messages';
import type { PathCoverage } from '../../tools/paths/coverage';
import { fakeAutosave } from '../support/fakeAutosave';
import { fakeAnalytics, settle, typist, useFakeClock } from '../support/renderWaitlist';
import { isSubmission, otherTabText, type LeadForm } from './leadForm.model';

/**
 * The one driver of the lead forms' path tests (wait-list, referral, scholarship application):
 * the real form on its machine with its real bindings, except that the autosave child is
 * scripted (the autosave has path tests of its own) and analytics and logging are fakes. The
 * visitor types, picks and clicks; the autosave's reports are played by the test.
 */
export interface FormDriver {
  user: UserEvent;
  autosave: ReturnType<typeof fakeAutosave>;
  analytics: ReturnType<typeof fakeAnalytics>;
  log: Mock;
  coverage: PathCoverage;
  unmount: () => void;
  /** The visitor left the page: the form is gone. */
  left: boolean;
}

/** What a form's machine is bound to; `autosave` is the fake's logic, typed to fit any form's binding. */
export interface FormDeps {
  autosave: never;
  analytics: ReturnType<typeof fakeAnalytics>;
  log: Mock;
}

/**
 * Renders a form afresh for one path (`show` renders it with `deps`), on fake time when the form
 * runs timers of its own (the wait-list's URL and debounce); the real clock is back after the test.
 */
export async function startForm(
  coverage: PathCoverage,
  show: (deps: FormDeps) => { unmount: () => void },
  clock: 'real' | 'fake' = 'real',
): Promise<FormDriver> {
  if (clock === 'fake') onTestFinished(useFakeClock());
  localStorage.clear();
  const autosave = fakeAutosave();
  const analytics = fakeAnalytics();
  const log = vi.fn();
  const { unmount } = show({ autosave: autosave.logic as never, analytics, log });
  await settle();
  return { user: clock === 'fake' ? typist() : userEvent.setup(), autosave, analytics, log, coverage, unmount, left: false };
}

/** The form's machine as it runs now. */
export const live = (driver: FormDriver): AnyMachineSnapshot => driver.coverage.snapshot()!;

export type ControlRole = 'textbox' | 'combobox' | 'checkbox';

/** A form control, found as a person finds it: by its role and its label (the required mark is not part of the name). */
export const control = (role: ControlRole, label: string) => screen.getByRole(role, { name: label }) as HTMLInputElement;

/** A value other than the one shown, so that React sees a change even when the model repeats one. */
function another(current: string, value: string, choices?: readonly { value: string }[]): string {
  if (current !== value) return value;
  if (choices) return choices.find((o) => o.value !== value)!.value;
  return value.includes('@') ? value.replace('@', '+1@') : `${value} II`;
}

/** Tells the form's running autosave to do something (`test.report`, `test.saved`, `test.finish`, `test.fail`). */
async function command(driver: FormDriver, event: AnyEventObject): Promise<void> {
  act(() => driver.autosave.send(event));
  await settle();
}

/** The autosave reports `event` to the form. */
export const playReport = (driver: FormDriver, event: AnyEventObject) => command(driver, { type: 'test.report', report: event });

/** The steps every form takes alike: what the autosave reports as it is, it completing or breaking, and the visitor leaving. */
export const commonSteps = {
  'autosave.ready': playReport,
  'autosave.rejected': playReport,
  'autosave.sent': playReport,
  'autosave.blocked': playReport,
  'xstate.done.actor.autosave': (driver: FormDriver) => command(driver, { type: 'test.finish' }),
  'xstate.error.actor.autosave': async (driver: FormDriver) => {
    await command(driver, { type: 'test.fail' });
    // The form logs why its autosave broke.
    expect(driver.log).toHaveBeenCalled();
  },
  'page.leave': async (driver: FormDriver) => {
    driver.unmount();
    driver.left = true;
    await settle();
    // Leaving the page inside the app saves what is pending at once.
    expect(driver.autosave.received.at(-1)).toEqual({ type: 'page.leave' });
  },
};

/** The fake reports the last draft the form handed it (the entry, when submitting). */
export const reportSaved = (driver: FormDriver) => command(driver, { type: 'test.saved' });

/** 'Send another': a new autosave starts (what it starts from is returned for the form to check). */
export async function restart(driver: FormDriver): Promise<AutosaveInput> {
  const starts = driver.autosave.started.length;
  await driver.user.click(screen.getByRole('button', { name: messages.sent.again }));
  await settle();
  expect(driver.autosave.started).toHaveLength(starts + 1);
  return driver.autosave.started.at(-1)!;
}

/** Sent (now, or before this page, or in another tab): thanked, with the date; no form to send it again. */
export function expectThanked(thanks: string, at: string): void {
  expect(screen.queryByRole('form')).toBeNull();
  expect(screen.getByText(thanks)).toBeInTheDocument();
  expect(screen.getByText(messages.sent.on(formatSentDate(at)!))).toBeInTheDocument();
  expect(screen.getByRole('button', { name: messages.sent.again })).toBeEnabled();
}

/** A check of what is on screen, which has gone once the visitor left the page. */
export const onScreen =
  (check: (driver: FormDriver, state: AnyMachineSnapshot) => void) =>
  (driver: FormDriver, state: AnyMachineSnapshot): void => {
    if (!driver.left) check(driver, state);
  };

/**
 * The form's button: its name, and whether it can be pressed. 'waiting': pressed while a stored
 * draft is looked for, so marked unavailable but not disabled (before the script is live the
 * plain form still posts).
 */
export function expectButton(button: HTMLElement, name: string, enabled: boolean | 'waiting'): void {
  expect(button).toHaveAccessibleName(name);
  if (enabled === 'waiting') expect(button).toHaveAttribute('aria-disabled', 'true');
  else expect(button).not.toHaveAttribute('aria-disabled');
  if (enabled) expect(button).toBeEnabled();
  else expect(button).toBeDisabled();
}

export function expectEditable(controls: HTMLElement[], editable: boolean): void {
  for (const element of controls) {
    if (editable) expect(element).not.toHaveAttribute('readonly');
    else expect(element).toHaveAttribute('readonly');
  }
}

/**
 * The driver of a lead form described by its complete values (leadForm.model.ts): its fields by
 * role and label, its form and its one button, and the steps the visitor and the autosave take.
 */
export function leadFormDriver<TField extends string>(form: LeadForm<TField>) {
  const choices = (name: string) => form.choices?.[name as TField];
  const field = (name: string) => control(choices(name) ? 'combobox' : 'textbox', form.labels[name]);
  const typedValues = () => Object.keys(form.complete).map((name) => [name, field(name).value] as const);
  const formElement = () => screen.queryByRole('form', { name: form.name });
  const button = () => within(formElement()!).getByRole('button');

  const steps = {
    ...commonSteps,
    'field.change': (_: FormDriver, event: AnyEventObject) => {
      const element = field(event.field);
      fireEvent.change(element, { target: { value: another(element.value, event.value, choices(event.field)) } });
    },
    'form.submit': (driver: FormDriver) => driver.user.click(button()),
    // Another tab's field appears; what this tab typed since its last save stays.
    'autosave.merged': async (driver: FormDriver, event: AnyEventObject) => {
      const typed = typedValues();
      // The autosave's draft: the latest the form handed it, with the other tab's field.
      const { autosave } = driver;
      const latest = autosave.lastDraft('draft.save') ?? autosave.lastDraft('draft.change') ?? autosave.startDraft();
      await playReport(driver, { ...event, draft: { ...latest, [form.otherTabField]: otherTabText } });
      expect(field(form.otherTabField)).toHaveValue(otherTabText);
      for (const [name, value] of typed) expect(field(name)).toHaveValue(value);
    },
    // The autosave reports the very draft the form sent it.
    'autosave.saved': (driver: FormDriver, event: AnyEventObject) => {
      const { autosave } = driver;
      const sent: Draft = isSubmission(form, event.draft)
        ? (autosave.lastDraft('draft.save') ?? { ...autosave.startDraft(), ...form.submission })
        : (autosave.lastDraft('draft.change') ?? autosave.startDraft());
      return playReport(driver, { ...event, draft: sent });
    },
  };

  return { field, form: formElement, button, steps };
}
