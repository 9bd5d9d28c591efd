/**
 * The analytics service (spec section 7: track, register, people-set, identify).
 * Until the consent banner and amplitude-js land (issue 6) every call goes to a logger, so the
 * machines' named analytics actions already have a real target.
 */
export type EventProperties = Record<string, unknown>;

export interface Analytics {
  track(event: string, properties?: EventProperties): void;
  register(properties: EventProperties): void;
  peopleSet(properties: EventProperties): void;
  identify(userId: string): void;
}

const log = (...args: unknown[]) => {
  if (import.meta.env?.DEV) console.debug('[analytics]', ...args);
};

export const analytics: Analytics = {
  track: (event, properties) => log('track', event, properties),
  register: (properties) => log('register', properties),
  peopleSet: (properties) => log('peopleSet', properties),
  identify: (userId) => log('identify', userId),
};
