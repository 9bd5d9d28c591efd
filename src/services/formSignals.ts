import { spamSignals } from '../domain/spam';

/**
 * The spam signals a lead form sends with its submission (issue 15, src/domain/spam.ts): how
 * long since the form first rendered, what its honeypot holds, and whether a person's hand was
 * on it. One registry for the three forms, keyed by resource; the autosave adds them to the save
 * that submits.
 *
 * A form adopted from HTML already on the page (the prerendered page, a deferred island) was on
 * screen from the page's start (performance.now() counts from it), so its first render is taken
 * as 0: a visitor who typed before the script arrived is never judged too fast.
 */
interface FormMarks {
  firstRenderAt: number;
  honeypot?: () => string;
  /** The form element, for telling which form a person's key, pointer or input went to. */
  form?: () => Element | null;
  touched: boolean;
}

/**
 * What a person's hand makes and a page's script cannot (`isTrusted`): a key, a pointer, and the
 * input the browser itself makes when the visitor types, pastes, or lets autofill fill the form
 * (autofill makes no key or pointer event on the fields, only their input and change).
 */
const handEvents = ['keydown', 'pointerdown', 'input', 'change'] as const;

export function createFormSignals(
  now: () => number = () => performance.now(),
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
) {
  const forms = new Map<string, FormMarks>();
  let watching = false;
  const onHand = (event: Event) => {
    if (!event.isTrusted || !(event.target instanceof Node)) return;
    for (const marks of forms.values()) if (marks.form?.()?.contains(event.target)) marks.touched = true;
  };
  return {
    /** A form of `resource` rendered (`adopted`: its HTML was already on the page); only the first render counts. */
    rendered(resource: string, adopted = false): void {
      if (!forms.has(resource)) forms.set(resource, { firstRenderAt: adopted ? 0 : now(), touched: false });
    },
    /** The form's honeypot, read at submit, and the form it is in; returns the unregister. */
    honeypot(resource: string, read: () => string, form?: () => Element | null): () => void {
      this.rendered(resource);
      const marks = forms.get(resource)!;
      marks.honeypot = read;
      marks.form = form;
      if (doc && !watching) {
        watching = true;
        for (const type of handEvents) doc.addEventListener(type, onHand, { capture: true, passive: true });
      }
      return () => {
        if (marks.honeypot === read) marks.honeypot = undefined;
      };
    },
    /** The signals for a submission of `resource` (none when no form of it rendered). */
    read(resource: string): Record<string, string | number | boolean> {
      const marks = forms.get(resource);
      if (!marks) return {};
      return {
        [spamSignals.elapsed]: Math.round(now() - marks.firstRenderAt),
        [spamSignals.honeypot]: marks.honeypot?.() ?? '',
        [spamSignals.touched]: marks.touched,
      };
    },
  };
}

export type FormSignals = ReturnType<typeof createFormSignals>;
export const formSignals = createFormSignals();
