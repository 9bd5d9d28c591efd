export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export const countdownUnits = ['days', 'hours', 'minutes', 'seconds'] as const;

/** Whole days, hours, minutes and seconds from `now` until `target` (all zero once it has passed). */
export function countdownParts(target: number, now: number): CountdownParts {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor(total / 3600) % 24,
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
  };
}
