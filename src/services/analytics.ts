/**
 * The analytics service (spec section 7: track, register, people-set, identify) on amplitude-js.
 *
 * The audience is in the EU, so nothing leaves the browser without consent: amplitude-js is
 * imported (its own chunk) only once the visitor accepts analytics, and only when
 * VITE_AMPLITUDE_API_KEY was set at build time. Calls made while the visitor has not chosen yet
 * are held in memory (never sent, never stored) and go out only if they accept; declining drops
 * them. amplitude-js sets cookies even when opted out (STACK.md), hence no import before consent;
 * and it must never run on the server, where a failed send kills Node.
 */
export type EventProperties = Record<string, unknown>;

export interface Analytics {
  track(event: string, properties?: EventProperties): void;
  /** Properties sent with every later event (amplitude-js has no such notion: kept here). */
  register(properties: EventProperties): void;
  peopleSet(properties: EventProperties): void;
  identify(userId: string): void;
}

/** What actually sends: amplitude-js in the app, a fake in tests. */
export interface AnalyticsTransport {
  logEvent(event: string, properties: EventProperties): void;
  setUserProperties(properties: EventProperties): void;
  setUserId(userId: string): void;
  /** true: stop sending and forget the visitor's identifiers (consent withdrawn). */
  setOptOut(optOut: boolean): void;
}

export interface ConsentAwareAnalytics extends Analytics {
  /** The visitor accepted analytics: load the transport and send what was held. */
  grant(): void;
  /** The visitor declined (or withdrew): drop what was held, stop sending. */
  deny(): void;
}

export interface AnalyticsOptions {
  apiKey?: string;
  loadTransport: (apiKey: string) => Promise<AnalyticsTransport>;
  /** Cap on calls held before the visitor chooses, so a visitor who never does costs nothing. */
  maxHeld?: number;
  isBrowser?: () => boolean;
  log?: (...args: unknown[]) => void;
}

type Call =
  { kind: 'event'; event: string; properties: EventProperties } | { kind: 'user'; properties: EventProperties } | { kind: 'identify'; userId: string };

function send(transport: AnalyticsTransport, call: Call): void {
  if (call.kind === 'event') transport.logEvent(call.event, call.properties);
  else if (call.kind === 'user') transport.setUserProperties(call.properties);
  else transport.setUserId(call.userId);
}

export function createAnalytics({
  apiKey,
  loadTransport,
  maxHeld = 100,
  isBrowser = () => typeof window !== 'undefined',
  log = () => {},
}: AnalyticsOptions): ConsentAwareAnalytics {
  let consent: 'undecided' | 'granted' | 'denied' = 'undecided';
  let held: Call[] = [];
  let transport: AnalyticsTransport | undefined;
  let loading = false;
  let registered: EventProperties = {};
  const enabled = Boolean(apiKey) && isBrowser();

  const flush = (t: AnalyticsTransport) => {
    const calls = held;
    held = [];
    calls.forEach((call) => send(t, call));
  };

  const dispatch = (call: Call) => {
    log(call);
    if (!enabled || consent === 'denied') return;
    if (consent === 'granted' && transport) send(transport, call);
    else if (held.length < maxHeld) held.push(call);
  };

  const load = () => {
    loading = true;
    loadTransport(apiKey!).then(
      (t) => {
        transport = t;
        if (consent === 'granted') flush(t);
        else t.setOptOut(true);
      },
      (error: unknown) => {
        // Blocked by an extension or offline: analytics is optional, the site carries on.
        loading = false;
        held = [];
        log('analytics could not load', error);
      },
    );
  };

  return {
    track: (event, properties = {}) => dispatch({ kind: 'event', event, properties: { ...registered, ...properties } }),
    register: (properties) => {
      registered = { ...registered, ...properties };
    },
    peopleSet: (properties) => dispatch({ kind: 'user', properties }),
    identify: (userId) => dispatch({ kind: 'identify', userId }),
    grant: () => {
      consent = 'granted';
      if (!enabled) return;
      if (transport) {
        transport.setOptOut(false);
        flush(transport);
      } else if (!loading) load();
    },
    deny: () => {
      consent = 'denied';
      held = [];
      transport?.setOptOut(true);
    },
  };
}

const env = (import.meta.env ?? {}) as Record<string, string | undefined>;

/** True when this build can send analytics at all (a key was configured). */
export const analyticsConfigured = Boolean(env.VITE_AMPLITUDE_API_KEY);

export const analytics: ConsentAwareAnalytics = createAnalytics({
  apiKey: env.VITE_AMPLITUDE_API_KEY,
  loadTransport: (apiKey) => import('./amplitudeTransport').then((m) => m.createAmplitudeTransport(apiKey)),
  log: (...args) => {
    if (env.DEV && env.MODE !== 'test') console.debug('[analytics]', ...args);
  },
});
