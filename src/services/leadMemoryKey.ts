/** Where the browser keeps one form's lead (src/services/leadMemory.ts): its own module, so the islands can ask cheaply. */
export const leadMemoryKey = (resource: string): string => `heartwork.lead.${resource}`;
