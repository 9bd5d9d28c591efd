/**
 * The database did not answer in time, failed, or is being reopened: the call answers 503 with
 * Retry-After, and nothing was saved unless the answer says so.
 */
export class StorageUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageUnavailable';
  }
}
