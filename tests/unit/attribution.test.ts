import { object, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { attributionFromLanding, attributionMaxAgeMs, AttributionFields } from '../../src/domain/attribution';
import { limits } from '../../src/domain/fields';
import { createAttributionStore } from '../../src/services/attribution';

const site = 'https://heartwork.example';
const landing = (query: string) => new URL(`${site}/pricing${query}`);

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

describe('attribution from a landing', () => {
  it('keeps the campaign parameters, ref and the referring site’s origin only', () => {
    const found = attributionFromLanding(
      landing('?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=spa+software&utm_content=hero&ref=ana&other=x'),
      'https://blog.example/posts/why?id=7#top',
      site,
    );
    expect(found).toEqual({
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
      utmTerm: 'spa software',
      utmContent: 'hero',
      ref: 'ana',
      referrer: 'https://blog.example',
    });
  });

  it('ignores the site’s own pages, empty values and referrers that are not web pages', () => {
    expect(attributionFromLanding(landing('?utm_source=&ref=%20'), `${site}/about`, site)).toEqual({});
    expect(attributionFromLanding(landing(''), 'android-app://com.example', site)).toEqual({});
    expect(attributionFromLanding(landing(''), 'not a url', site)).toEqual({});
  });

  it('cuts long values to the fields’ limits, so what is kept always passes the struct', () => {
    const found = attributionFromLanding(landing(`?utm_campaign=${'x'.repeat(5000)}`), 'http://localhost:3000/x', site);
    expect(found.utmCampaign).toHaveLength(limits.shortText);
    expect(validate(found, object(AttributionFields))[0]).toBeUndefined();
    expect(validate({ referrer: 'https://blog.example/path' }, object(AttributionFields))[0]?.key).toBe('referrer');
  });

  it('makes a tag with line breaks or control characters one line of plain text, which the fields take', () => {
    // A line break in a kept tag made every save of the visit's leads a 400 the visitor could not fix.
    const found = attributionFromLanding(landing('?utm_campaign=spring%0D%0Asale&utm_source=news%01letter&ref=%E2%80%A8ana'), '', site);
    expect(found).toEqual({ utmCampaign: 'spring sale', utmSource: 'news letter', ref: 'ana' });
    expect(validate(found, object(AttributionFields))[0]).toBeUndefined();
  });

  it('never cuts a character in two at the limit', () => {
    const found = attributionFromLanding(landing(`?utm_content=${'x'.repeat(limits.shortText - 1)}${encodeURIComponent('😀')}`), '', site);
    expect(found.utmContent).toBe('x'.repeat(limits.shortText - 1));
    expect(validate(found, object(AttributionFields))[0]).toBeUndefined();
  });
});

describe('the first touch in the browser', () => {
  it('cleans a first touch kept by an older page as it reads it, so the fields take it', () => {
    const storage = memoryStorage();
    const t0 = Date.UTC(2026, 10, 1);
    storage.setItem(
      'heartwork.attribution',
      JSON.stringify({ at: t0, values: { utmCampaign: 'spring\nsale', utmTerm: '\u0001', referrer: 'https://blog.example' } }),
    );
    const kept = createAttributionStore(() => storage).current(t0 + 1000);
    expect(kept).toEqual({ utmCampaign: 'spring sale', referrer: 'https://blog.example' });
    expect(validate(kept, object(AttributionFields))[0]).toBeUndefined();
  });

  it('keeps the first landing that says something for 30 days, and never replaces it meanwhile', () => {
    const storage = memoryStorage();
    const store = createAttributionStore(() => storage);
    const t0 = Date.UTC(2026, 10, 1);
    store.remember(landing(''), '', t0);
    expect(store.current(t0)).toEqual({});
    store.remember(landing('?utm_source=first'), '', t0 + 1000);
    store.remember(landing('?utm_source=second'), 'https://other.example/', t0 + 2000);
    expect(store.current(t0 + attributionMaxAgeMs)).toEqual({ utmSource: 'first' });
    expect(store.current(t0 + 1000 + attributionMaxAgeMs)).toEqual({});
    store.remember(landing('?utm_source=later'), '', t0 + 1000 + attributionMaxAgeMs);
    expect(store.current(t0 + 1000 + attributionMaxAgeMs)).toEqual({ utmSource: 'later' });
  });

  it('works without storage', () => {
    const store = createAttributionStore(() => undefined);
    store.remember(landing('?ref=x'), '');
    expect(store.current()).toEqual({});
  });
});
