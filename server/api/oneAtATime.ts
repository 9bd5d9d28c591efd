/**
 * Runs the calls that share a name one after another within this process; calls under other
 * names are not held up. For the POSTs that repeat one Idempotency-Key at once (a retry while the
 * first is still being saved): each later one waits for the first, then finds the record it made
 * and answers it, instead of passing the lookup before the first commits and taking a create from
 * the address's limit (a 429 for a replay, when the address was at its limit). Several processes
 * on one PostgreSQL still make one record (the key is unique); only the count can then be off.
 */
export function oneAtATime(): <T>(name: string, fn: () => Promise<T>) => Promise<T> {
  const tails = new Map<string, Promise<void>>();
  return (name, fn) => {
    const result = (tails.get(name) ?? Promise.resolve()).then(fn);
    const tail = result.then(
      () => {},
      () => {},
    );
    tails.set(name, tail);
    void tail.then(() => {
      if (tails.get(name) === tail) tails.delete(name);
    });
    return result;
  };
}
