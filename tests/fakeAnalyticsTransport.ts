import type { AnalyticsTransport, EventProperties } from '../src/services/analytics';

export type SentCall = ['event', string, EventProperties] | ['user', EventProperties] | ['identify', string] | ['optOut', boolean];

/** A transport that records what would have been sent to Amplitude, in order. */
export function fakeTransport(sent: SentCall[] = []): { sent: SentCall[]; transport: AnalyticsTransport } {
  return {
    sent,
    transport: {
      logEvent: (event, properties) => sent.push(['event', event, properties]),
      setUserProperties: (properties) => sent.push(['user', properties]),
      setUserId: (userId) => sent.push(['identify', userId]),
      setOptOut: (optOut) => sent.push(['optOut', optOut]),
    },
  };
}

/** The events alone, as [name, properties]. */
export const sentEvents = (sent: SentCall[]): [string, EventProperties][] =>
  sent.filter((c): c is ['event', string, EventProperties] => c[0] === 'event').map(([, e, p]) => [e, p]);
