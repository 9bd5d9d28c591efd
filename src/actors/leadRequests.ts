import { fromCallback, type AnyEventObject } from 'xstate';
import type { CreatedRecord, LoadInput, LoadResult, SentRecord, TabAnnouncement, UpdatedRecord } from '../../machines/saveRules';
import type { Attribution } from '../domain/attribution';
import { belongsTo, mergeDraft, type Draft } from '../domain/draftMerge';
import { resources, type ResourceName } from '../domain/resources';
import { api, ApiError, type ResourceClient, type SavedRecord } from '../services/api';
import { visitorFields } from './saveFailure';
import { locale } from '../i18n/locale';
import { firstTouch } from '../services/attribution';
import { formSignals, type FormSignals } from '../services/formSignals';
import { leadMemory, type LeadMemoryStore } from '../services/leadMemory';
import { openTabChannel, type TabChannel } from '../services/tabSync';
import { tabTurns, type TakeTurn } from '../services/tabTurns';
import { keyHandoff, type KeyHandoff } from '../services/keyHandoff';
import { leadMemoryKey } from '../services/leadMemoryKey';

export interface AutosaveDeps {
  client?: ResourceClient<Draft>;
  /** The form's memory on this device (key, record, draft, sent). */
  memory?: LeadMemoryStore;
  /** Opens the channel the form's tabs hear each other on (one per running autosave). */
  tabs?: (resource: ResourceName) => TabChannel;
  log?: (...args: unknown[]) => void;
  /** The spam signals added to the save that submits (issue 15). */
  signals?: Pick<FormSignals, 'read'>;
  /** Where the visitor first came from, added to every save (issue 15). */
  attribution?: () => Attribution;
  /** How the form's tabs take turns at a first save (Web Locks in a browser). */
  turns?: TakeTurn;
  /** How a tab's turn finds the key the tab before it made (IndexedDB in a browser). */
  handoff?: KeyHandoff;
}

/**
 * Sends `page.leave` when the visitor hides or leaves the page (the pending draft is saved at
 * once, with `keepalive`), `draft.flush` when they leave a field (a form with nothing pending
 * ignores it), and `network.online` when the connection comes back.
 */
export const watchPage = fromCallback<AnyEventObject>(({ sendBack }) => {
  const leave = () => sendBack({ type: 'page.leave' });
  const fieldLeft = (event: FocusEvent) => {
    const target = event.target as Element | null;
    if (target?.matches?.('input, textarea, select')) sendBack({ type: 'draft.flush' });
  };
  document.addEventListener('focusout', fieldLeft);
  const hidden = () => document.visibilityState === 'hidden' && leave();
  const online = () => sendBack({ type: 'network.online' });
  window.addEventListener('pagehide', leave);
  document.addEventListener('visibilitychange', hidden);
  window.addEventListener('online', online);
  return () => {
    window.removeEventListener('pagehide', leave);
    document.removeEventListener('visibilitychange', hidden);
    document.removeEventListener('focusout', fieldLeft);
    window.removeEventListener('online', online);
  };
});

/**
 * Forms that went on to their next record by themselves after sending one in this very page (the
 * affiliate's next referral, machines/formLifecycle.ts `lastSent`), and what that next record
 * started with: what the memory says was sent is for a reload or a later visit to show. Every
 * other form, shown again in the same page (a link away and back), shows its sent record, as a
 * reload does.
 */
export const wentOnInThisPage = new Map<ResourceName, Draft>();

/**
 * What a form that went on after sending in this page starts with when it is shown here again
 * (the affiliate's own name and e-mail, and the record sent), as long as nothing of that next
 * record is kept yet (once it is, the restore finds it); null otherwise. Module memory, like the page's life.
 */
export function wentOnWith(resource: ResourceName, memory: LeadMemoryStore = leadMemory): { draft: Draft; sent: SentRecord } | null {
  const m = memory.read(resource);
  const draft = wentOnInThisPage.get(resource);
  if (!m.sent || m.recordId || m.draft || !draft) return null;
  const { receipt, ...sent } = m.sent;
  return { draft, sent: { ...sent, draft: receipt ?? {} } };
}

/**
 * One resource's requests and device memory, for the forms, which own their saving
 * (src/actors/lifecycle.ts): the restore, the create (one tab at a time, its key
 * kept before the request leaves), the update, and the channel to the form's other tabs.
 */
export function leadRequests(resource: ResourceName, deps: AutosaveDeps = {}) {
  const client = deps.client ?? api.resource<Draft>(resource);
  const memory = deps.memory ?? leadMemory;
  const log = deps.log ?? ((...args: unknown[]) => console.error(...args));
  const isSubmitted = resources[resource].isSubmitted;
  const signals = deps.signals ?? formSignals;
  const attribution = deps.attribution ?? (() => firstTouch.current());
  /** What a save sends: the first touch (a restored record keeps its own), the draft, and on submit the spam signals. */
  // The page's language (issue 17) is added to every save, like the server's fields it is no
  // part of the visitor's draft: a record comes back without it (`visitorFields`), so a draft
  // never differs from its record by it, and the last language the visitor wrote in is stored.
  const outgoing = (draft: Draft): Draft => ({ ...attribution(), ...draft, locale, ...(isSubmitted(draft) ? signals.read(resource) : {}) });
  const openTabs = deps.tabs ?? openTabChannel;
  const takeTurn = deps.turns ?? tabTurns();
  /** A create, one tab at a time: a second tab's goes out with the first one's key (`tabTurns`). */
  const inTurn = <T>(create: () => Promise<T>) => takeTurn(leadMemoryKey(resource), create);
  const handoff = deps.handoff ?? keyHandoff();
  /**
   * The key of a create, taken in its turn: this tab's own, else the one the tab before handed
   * over (this tab's localStorage may not show it yet), else a new one, handed on before the
   * request leaves.
   */
  const agreedKey = async (): Promise<string> => {
    const own = memory.read(resource).key;
    const handed = own ? undefined : await handoff.take(resource);
    if (handed) return memory.write(resource, { key: handed }).key!;
    const key = memory.keyFor(resource);
    await handoff.offer(resource, key);
    return key;
  };
  /** This form's memory let go: its key must not be handed to a later create. */
  const forgetLead = () => {
    memory.clear(resource);
    handoff.forget(resource);
  };
  /**
   * What a sent record says of itself, kept with it on the device (its resource's receipt fields
   * beside the status: a pricing short-form lead's mark), so a reload tells which form sent it.
   */
  const receiptOf = (draft: Draft): { receipt?: Draft } => {
    const receipt = Object.fromEntries(
      resources[resource].receipt.filter((field) => field in draft && field !== 'status' && field !== 'submitted').map((field) => [field, draft[field]]),
    );
    return Object.keys(receipt).length ? { receipt } : {};
  };
  const sentOf = (record: SavedRecord<Draft>): SentRecord => ({ recordId: record._id, at: record.updatedAt ?? '', draft: visitorFields(record) });

  /**
   * What a start finds: the record of an earlier page (restored), one that was sent, or nothing.
   * Started by 'Send another request' (`afresh`), it lets go of the sent record: a reload shows
   * the new form the visitor asked for, not the old record again.
   */
  async function load({ afresh, linkEmail, sentReceipt }: LoadInput): Promise<LoadResult> {
    const m = memory.read(resource);
    // A sent record whose receipt lacks what this form's sends hold was sent by another form.
    const anotherFormsSend = (receipt: Draft | undefined) =>
      sentReceipt !== null && !Object.entries(sentReceipt).every(([field, value]) => receipt?.[field] === value);
    // Someone else's lead (a follow-up link for another address): this browser lets it go, the
    // record stays on the server as it is, and this form starts a lead of its own.
    const someoneElses = (draft: Draft) => {
      if (linkEmail === null || belongsTo(draft, linkEmail)) return false;
      forgetLead();
      return true;
    };
    if (m.recordId) {
      try {
        const record = await client.get(m.recordId);
        if (isSubmitted(record) && anotherFormsSend(visitorFields(record))) {
          forgetLead();
          return null;
        }
        if (isSubmitted(record)) return { sent: sentOf(record) };
        const stored = visitorFields(record);
        // What was typed here and not saved before the page went goes on top of the stored record.
        const draft = m.draft ? mergeDraft(stored, m.draft, m.saved ?? stored) : stored;
        if (someoneElses(draft)) return null;
        return { recordId: record._id, draft, saved: stored, version: record.updatedAt ?? null };
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
        forgetLead();
        return null;
      }
    }
    const kept = m.draft && !someoneElses(m.draft) ? m.draft : undefined;
    if (kept) {
      // The page went before its first save was answered (or even sent): the same key finds that
      // record, or makes it now if the first never arrived.
      let record: SavedRecord<Draft>;
      try {
        record = await inTurn(async () => client.add(kept, { idempotencyKey: await agreedKey(), keepalive: true }));
      } catch (error) {
        // Refused for now (offline, slowed down, down): the visitor sees what they typed at once,
        // and the form's next save repeats the create under the same key.
        log('[autosave] the first save could not be repeated yet', error);
        return { recordId: null, draft: kept, saved: {}, version: null };
      }
      memory.write(resource, { recordId: record._id, version: record.updatedAt });
      if (isSubmitted(record)) return { sent: sentOf(record) };
      const stored = visitorFields(record);
      return { recordId: record._id, draft: mergeDraft(stored, kept, {}), saved: stored, version: record.updatedAt ?? null };
    }
    if (m.sent && (afresh || anotherFormsSend(m.sent.receipt))) memory.write(resource, { sent: undefined });
    else if (m.sent && !wentOnInThisPage.has(resource)) {
      const { receipt, ...sent } = m.sent;
      return { sent: { ...sent, draft: receipt ?? {} } };
    }
    return null;
  }

  /**
   * A create, in the form's turn: the key is kept before the request leaves. The answer is kept
   * by the form's memory, written from its snapshots; a page gone before the answer finds the
   * record again by the key.
   */
  async function create(draft: Draft): Promise<CreatedRecord> {
    const record = await inTurn(async () => {
      const key = await agreedKey();
      return client.add(outgoing(draft), { idempotencyKey: key, keepalive: true });
    });
    if (isSubmitted(record) && !isSubmitted(draft)) return { recordId: record._id, version: record.updatedAt ?? null, sent: sentOf(record) };
    // A sent record is read back as its receipt only (publicRecord): a send that meets its own
    // earlier, lost answer holds what this page sent.
    if (isSubmitted(record)) return { recordId: record._id, version: record.updatedAt ?? null, stored: draft };
    return { recordId: record._id, version: record.updatedAt ?? null, stored: visitorFields(record) };
  }

  async function update(input: { recordId: string; draft: Draft; version: string | null }): Promise<UpdatedRecord> {
    const record = await client.update(input.recordId, outgoing(input.draft), { keepalive: true, ifVersion: input.version ?? undefined });
    return { version: record.updatedAt ?? null };
  }

  const watchTabs = fromCallback<TabAnnouncement>(({ sendBack, receive }) => {
    const channel = openTabs(resource);
    const stop = channel.listen(sendBack);
    receive(({ recordId, draft, version }) => {
      if (isSubmitted(draft)) channel.post({ type: 'tab.sent', recordId, at: version ?? new Date().toISOString() });
      else if (version) channel.post({ type: 'tab.saved', recordId, draft, version });
    });
    return () => {
      stop();
      channel.close();
    };
  });

  return { load, create, update, watchTabs, memory, handoff, isSubmitted, receiptOf, log };
}
