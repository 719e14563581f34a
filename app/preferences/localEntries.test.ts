import { beforeEach, describe, expect, it } from 'vitest';
import { initLocalEntries, LEGACY_KEYS, saveCurrency, saveThemeMode } from './localEntries';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

const env = (now = '2025-01-10T10:00:00.000Z', userAgent = 'Mozilla/5.0 (X11; Linux x86_64)') => ({
  now,
  language: 'fr-FR',
  userAgent,
  referrer: '',
  reducedMotion: false,
});

let local: MemoryStorage;
let session: MemoryStorage;
const read = (key: string) => JSON.parse(local.getItem(key)!) as Record<string, unknown>;

/** A value that is a whole userPreferences entry and a whole analytics entry at once. */
const bothEntries = {
  theme: 'dark',
  currency: 'GBP',
  language: 'en',
  notifications: { marketing: true, bookingUpdates: true, priceAlerts: true, newsletter: true },
  display: { reducedMotion: false, fontSize: 'large', contrastMode: 'normal' },
  viewSettings: { listView: 'list', sortBy: 'price', filtersVisible: false },
  firstVisit: '2025-01-01T00:00:00.000Z',
  visitCount: 3,
  lastVisit: '2025-01-02T00:00:00.000Z',
  deviceType: 'mobile',
  referrer: 'direct',
  preferredLocations: ['Dubai'],
};

beforeEach(() => {
  local = new MemoryStorage();
  session = new MemoryStorage();
});

describe('initLocalEntries', () => {
  it('creates every entry with its defaults on the first start', () => {
    initLocalEntries(local, session, env());
    expect(read('userPreferences')).toMatchObject({
      theme: 'system',
      currency: 'EUR',
      language: 'fr-FR',
      viewSettings: { listView: 'grid', sortBy: 'recommended', filtersVisible: true },
    });
    expect(read('analytics')).toEqual({
      firstVisit: env().now,
      visitCount: 1,
      lastVisit: env().now,
      deviceType: 'desktop',
      referrer: 'direct',
      preferredLocations: [],
    });
    expect(read('consentPreferences')).toEqual({ necessary: true, functional: false, analytics: false, marketing: false, lastUpdated: env().now });
    expect(read('recentActivity')).toEqual({ recentSearches: [], recentlyViewed: [], savedProperties: [], lastSearchFilters: {} });
    expect(read('accessibility')).toMatchObject({ highContrast: false, screenReader: false });
    expect(session.getItem('sessionId')).toMatch(/^[0-9a-f]{32}$/);
    expect(session.getItem('sessionStart')).toBe(env().now);
  });

  it('counts each later start and keeps the first visit; a new session each time', () => {
    initLocalEntries(local, session, env());
    const firstSession = session.getItem('sessionId');
    initLocalEntries(local, session, env('2025-01-11T10:00:00.000Z'));
    expect(read('analytics')).toMatchObject({ visitCount: 2, firstVisit: env().now, lastVisit: '2025-01-11T10:00:00.000Z' });
    expect(session.getItem('sessionId')).not.toBe(firstSession);
  });

  it('detects mobile devices by user agent and falls back to en', () => {
    initLocalEntries(local, session, { ...env('2025-01-10T10:00:00.000Z', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile'), language: '' });
    expect(read('analytics').deviceType).toBe('mobile');
    expect(read('userPreferences').language).toBe('en');
  });

  it('keeps valid entries as they are', () => {
    const preferences = {
      ...JSON.parse(JSON.stringify({ theme: 'dark', currency: 'GBP', language: 'en-GB' })),
      notifications: { marketing: true, bookingUpdates: true, priceAlerts: true, newsletter: true },
      display: { reducedMotion: false, fontSize: 'large', contrastMode: 'normal' },
      viewSettings: { listView: 'list', sortBy: 'price', filtersVisible: false },
    };
    local.setItem('userPreferences', JSON.stringify(preferences));
    initLocalEntries(local, session, env());
    expect(read('userPreferences')).toEqual(preferences);
  });

  it('keeps an entry with every field of the right type, whatever else it holds', () => {
    local.setItem('userPreferences', JSON.stringify(bothEntries));
    local.setItem('analytics', JSON.stringify(bothEntries));
    initLocalEntries(local, session, env());
    expect(read('userPreferences')).toMatchObject({ theme: 'dark', currency: 'GBP' });
    expect(read('analytics')).toMatchObject({ visitCount: 4, preferredLocations: ['Dubai'] });
  });

  it('removes the legacy keys', () => {
    for (const key of LEGACY_KEYS) local.setItem(key, '1');
    initLocalEntries(local, session, env());
    for (const key of LEGACY_KEYS) expect(local.getItem(key)).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['null', 'null'],
    ['an array', '[]'],
    ['a wrong type', JSON.stringify({ theme: 'purple' })],
    ['a wrong type inside', JSON.stringify({ ...bothEntries, notifications: { ...bothEntries.notifications, marketing: 'yes' }, preferredLocations: [1] })],
    ['a count that is not a whole number', JSON.stringify({ ...bothEntries, viewSettings: null, visitCount: 1.5 })],
  ])('replaces an entry that is %s with the defaults', (_, raw) => {
    local.setItem('userPreferences', raw);
    local.setItem('analytics', raw);
    initLocalEntries(local, session, env());
    expect(read('userPreferences')).toMatchObject({ theme: 'system', currency: 'EUR' });
    expect(read('analytics')).toMatchObject({ visitCount: 1 });
  });
});

describe('saveThemeMode', () => {
  it('changes only the theme of userPreferences, healing a broken entry', () => {
    initLocalEntries(local, session, env());
    saveThemeMode('dark', local);
    expect(read('userPreferences')).toMatchObject({ theme: 'dark', currency: 'EUR', language: 'fr-FR' });
    local.setItem('userPreferences', 'garbage');
    saveThemeMode('light', local, env);
    expect(read('userPreferences')).toMatchObject({ theme: 'light', currency: 'EUR' });
  });
});

describe('saveCurrency', () => {
  it('keeps the rest of userPreferences; the hotels’ own currencies store the default, EUR', () => {
    initLocalEntries(local, session, env());
    saveCurrency('USD', local);
    expect(read('userPreferences')).toMatchObject({ currency: 'USD', language: 'fr-FR' });
    saveCurrency(null, local);
    expect(read('userPreferences')).toMatchObject({ currency: 'EUR', language: 'fr-FR' });
  });
});
