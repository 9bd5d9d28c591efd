import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import type { Draft } from '../../machines/autosave.machine';
import { byTakenTransitions } from '../support/modelKeys';

/**
 * The world around a lead form described by the values that complete it (the referral and the
 * scholarship application; the wait-list has a model of its own, waitlist.model.ts): the visitor
 * fills in fields and submits or leaves, and the autosave (the form's child, a fake in these
 * tests) reports what became of the draft. Values typed do not matter to the machine, only which
 * field changed and how many of the fields a submission needs are valid.
 */
export interface LeadForm<TField extends string = string> {
  /** The form's accessible name (its content module's). */
  name: string;
  /** Every field's label, from the form's content module: the names its controls are found by. */
  labels: Record<string, string>;
  /** One valid value per field a submission needs: the model fills them in to reach a complete one. */
  complete: Record<TField, string>;
  /** The choices of the fields that are selects; the other fields are text boxes. */
  choices?: Partial<Record<TField, readonly { value: string }[]>>;
  /** The form's validation: field → what is wrong with it. */
  validate: (draft: never) => object;
  /** A draft as the autosave reports it, what a submission adds to it, and a draft found stored. */
  draft: Draft;
  submission: Draft;
  stored: Draft;
  /** The field another tab types (it reaches this tab as `autosave.merged`). */
  otherTabField: string;
}

/** What another tab typed, in every form's path test. */
export const otherTabText = 'Typed in the other tab';
/** When a record found sent was sent (a reload after sending, or another tab). */
export const sentAt = '2026-11-20T10:00:00.000Z';

const fieldsOf = <TField extends string>(form: LeadForm<TField>) => Object.keys(form.complete) as TField[];

/** Whether a draft the autosave reports is the submission (it carries what a submit adds). */
export const isSubmission = (form: LeadForm, draft: Draft): boolean => Object.entries(form.submission).every(([key, value]) => draft[key] === value);

/**
 * Everything the visitor and the autosave can make happen. The autosave completing or breaking
 * (xstate.done/error.actor.autosave) is added by generatePaths.
 */
function leadFormEvents(form: LeadForm, ...reports: AnyEventObject[]): AnyEventObject[] {
  const merged = { ...form.draft, [form.otherTabField]: otherTabText };
  return [
    ...Object.entries(form.complete).map(([field, value]) => ({ type: 'field.change', field, value })),
    { type: 'form.submit' },
    { type: 'page.leave' },
    { type: 'autosave.ready', recordId: null, draft: null },
    { type: 'autosave.ready', recordId: 'stored', draft: form.stored },
    { type: 'autosave.saved', recordId: 'r1', draft: form.draft },
    { type: 'autosave.saved', recordId: 'r1', draft: { ...form.draft, ...form.submission } },
    { type: 'autosave.rejected', field: 'email', reason: { key: 'Email' } },
    { type: 'autosave.blocked' },
    ...reports,
    { type: 'autosave.merged', recordId: 'r1', draft: merged, saved: merged },
    { type: 'autosave.sent', recordId: 'sent1', at: sentAt, draft: {} },
    { type: 'form.restart' },
  ];
}

/**
 * Compact model states: where the machine is, how many of the fields a submission needs are valid,
 * whether something is unsaved, whether the server has the submission (the autosave completes next).
 */
function leadFormKey(form: LeadForm): (s: AnyMachineSnapshot) => string {
  return (s) => {
    const { draft, savedDraft } = s.context as { draft: Draft; savedDraft: Draft };
    const wrong = form.validate(draft as never);
    return JSON.stringify([s.value, fieldsOf(form).filter((f) => !(f in wrong)).length, draft !== savedDraft, isSubmission(form, savedDraft)]);
  };
}

/** A step as a test name: the event with what sets it apart (the field, what the autosave reports). */
function describeLeadFormEvent(form: LeadForm): (e: EventObject) => string {
  return (e) => {
    const event = e as AnyEventObject;
    if (e.type === 'field.change') return `field.change ${event.field}`;
    if (e.type === 'autosave.ready') return event.draft ? 'autosave.ready (draft restored)' : 'autosave.ready (nothing stored)';
    if (e.type === 'autosave.saved') return isSubmission(form, event.draft) ? 'autosave.saved (the submission)' : 'autosave.saved (a draft)';
    if (e.type === 'xstate.done.actor.autosave') return 'autosave done';
    if (e.type === 'xstate.error.actor.autosave') return 'autosave error';
    return e.type;
  };
}

/**
 * What describePaths needs of a lead form's model: its events (`reports` are the form's own
 * further autosave reports), how a step reads as a test name, and its compact states.
 */
export function leadFormModel<TMachine extends AnyStateMachine>(machine: TMachine, form: LeadForm, ...reports: AnyEventObject[]) {
  return {
    events: leadFormEvents(form, ...reports),
    describeEvent: describeLeadFormEvent(form),
    serializeState: byTakenTransitions(machine, leadFormKey(form)),
  };
}
