import { spamSignals } from '../domain/spam';

/**
 * The spam signals a lead form sends with its submission (issue 15, src/domain/spam.ts): how
 * long since the form first rendered, and what its honeypot holds. One registry for the three
 * forms, keyed by resource; the autosave adds them to the save that submits.
 *
 * A form adopted from HTML already on the page (the prerendered page, a deferred island) was on
 * screen from the page's start (performance.now() counts from it), so its first render is taken
 * as 0: a visitor who typed before the script arrived is never judged too fast.
 */
interface FormMarks {
  firstRenderAt: number;
  honeypot?: () => string;
}

export function createFormSignals(now: () => number = () => performance.now()) {
  const forms = new Map<string, FormMarks>();
  return {
    /** A form of `resource` rendered (`adopted`: its HTML was already on the page); only the first render counts. */
    rendered(resource: string, adopted = false): void {
      if (!forms.has(resource)) forms.set(resource, { firstRenderAt: adopted ? 0 : now() });
    },
    /** The form's honeypot, read at submit; returns the unregister. */
    honeypot(resource: string, read: () => string): () => void {
      this.rendered(resource);
      const marks = forms.get(resource)!;
      marks.honeypot = read;
      return () => {
        if (marks.honeypot === read) marks.honeypot = undefined;
      };
    },
    /** The signals for a submission of `resource` (none when no form of it rendered). */
    read(resource: string): Record<string, string | number> {
      const marks = forms.get(resource);
      if (!marks) return {};
      return { [spamSignals.elapsed]: Math.round(now() - marks.firstRenderAt), [spamSignals.honeypot]: marks.honeypot?.() ?? '' };
    },
  };
}

export type FormSignals = ReturnType<typeof createFormSignals>;
export const formSignals = createFormSignals();
