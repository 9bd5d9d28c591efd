import { resources } from '../../src/domain/resources';
import type { LeadStore, WriteMeta } from '../db/store';
import type { Meetings } from './store';

/**
 * The lead store with a wait-list lead's `meetingStart` booked in the transaction that sends it
 * (issue 34): a slot taken meanwhile rolls the send back (MeetingRefused, 409 naming
 * `meetingStart`), so the lead stays an unsent draft, exactly as before the send, for the
 * visitor to pick again. Spam books nothing. Drafts carry the field unchecked but for its shape.
 */
export function bookingOnSend(store: LeadStore, meetings: Meetings): LeadStore {
  const meta = <M extends WriteMeta>(resource: string, data: Record<string, unknown>, given: M | undefined): M | undefined => {
    const start = data.meetingStart;
    if (resource !== 'waitlist-records' || typeof start !== 'string' || given?.spamReason) return given;
    if (!resources['waitlist-records'].isSubmitted(data)) return given;
    return { ...(given ?? ({} as M)), onSend: async (tx, record) => void (await meetings.bookForLead(tx, record._id, start)) };
  };
  return {
    ...store,
    create: (resource, data, m) => store.create(resource, data, meta(resource, data, m)),
    createOnce: (resource, data, key, m) => store.createOnce(resource, data, key, meta(resource, data, m)),
    update: (resource, id, data, options) => store.update(resource, id, data, meta(resource, data, options)),
  };
}
