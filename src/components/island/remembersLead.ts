import { leadMemoryKey } from '../../services/leadMemoryKey';

/** Whether this browser remembers a lead of `resource` (a draft, a record, a sent one): cheap, no parsing. */
export function remembersLead(resource: string): () => boolean {
  return () => {
    try {
      return globalThis.localStorage?.getItem(leadMemoryKey(resource)) != null;
    } catch {
      return false;
    }
  };
}
