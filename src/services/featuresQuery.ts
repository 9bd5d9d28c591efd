import { featureOptions, type FeatureValue } from '../domain/features';

/**
 * The `features` query parameter of /demo (spec section 4: a select tied to a query parameter
 * keeps the URL in sync; values comma-joined, the parameter removed when empty).
 */
export const featuresParam = 'features';

const known = new Set<string>(featureOptions.map((o) => o.value));

/** The selected features a search string names, in the options' order; unknown values dropped. */
export function readFeatures(search: string): FeatureValue[] {
  const raw = new URLSearchParams(search).get(featuresParam) ?? '';
  const named = new Set(raw.split(',').map((v) => v.trim()));
  return featureOptions.map((o) => o.value).filter((v) => named.has(v) && known.has(v));
}

/** The search string (with '?', or '') with `features` set to the values, or removed. */
export function withFeatures(search: string, features: readonly string[]): string {
  const params = new URLSearchParams(search);
  params.delete(featuresParam);
  const rest = params.toString();
  // Commas stay readable: URLSearchParams would write them as %2C.
  const own = features.length ? `${featuresParam}=${features.map(encodeURIComponent).join(',')}` : '';
  const query = [rest, own].filter(Boolean).join('&');
  return query ? `?${query}` : '';
}

/** A query parameter's value, or null. */
export const readParam = (search: string, name: string): string | null => new URLSearchParams(search).get(name);
