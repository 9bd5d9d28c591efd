/** An IANA zone name this runtime knows (luxon and Intl read the same tables). */
export const knownZone = (zone: unknown): zone is string => {
  if (typeof zone !== 'string' || !zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};
