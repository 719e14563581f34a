import { DEFAULT_THEME, themeModes, type ThemeMode } from '~/theme/theme';
import { arrayOf, isBoolean, isCount, isRecord, isString, object, oneOf, type Shape } from './entryShape';

/**
 * The visitor's local entries (docs/product/requirements.md sections 3 and 4). On every start the app creates the
 * missing ones with their defaults, counts the visit, starts a new session and removes legacy
 * keys. An entry that is not JSON or has the wrong shape is replaced by its defaults.
 */

const UserPreferences = object({
  theme: oneOf(themeModes),
  currency: isString,
  language: isString,
  notifications: object({ marketing: isBoolean, bookingUpdates: isBoolean, priceAlerts: isBoolean, newsletter: isBoolean }),
  display: object({ reducedMotion: isBoolean, fontSize: isString, contrastMode: isString }),
  viewSettings: object({ listView: isString, sortBy: isString, filtersVisible: isBoolean }),
});
export type UserPreferences = Shape<typeof UserPreferences>;

const Analytics = object({
  firstVisit: isString,
  visitCount: isCount,
  lastVisit: isString,
  deviceType: oneOf(['mobile', 'desktop']),
  referrer: isString,
  preferredLocations: arrayOf(isString),
});
export type Analytics = Shape<typeof Analytics>;

const Accessibility = object({
  fontSize: isString,
  highContrast: isBoolean,
  reducedMotion: isBoolean,
  screenReader: isBoolean,
  textSpacing: isString,
});

const RecentActivity = object({
  recentSearches: arrayOf(isString),
  recentlyViewed: arrayOf(isString),
  savedProperties: arrayOf(isString),
  lastSearchFilters: isRecord,
});

const ConsentPreferences = object({
  necessary: isBoolean,
  functional: isBoolean,
  analytics: isBoolean,
  marketing: isBoolean,
  lastUpdated: isString,
});

/** Keys of an earlier version of the site, removed at start. */
export const LEGACY_KEYS = ['visitCount', 'lastVisitDate', 'userRegion', 'featureFlags'] as const;

const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

interface Environment {
  now: string;
  language: string;
  userAgent: string;
  referrer: string;
  reducedMotion: boolean;
}

export function defaultUserPreferences(env: Environment): UserPreferences {
  return {
    theme: DEFAULT_THEME,
    currency: 'EUR',
    language: env.language || 'en',
    notifications: { marketing: false, bookingUpdates: true, priceAlerts: false, newsletter: false },
    display: { reducedMotion: env.reducedMotion, fontSize: 'medium', contrastMode: 'normal' },
    viewSettings: { listView: 'grid', sortBy: 'recommended', filtersVisible: true },
  };
}

const entries = {
  userPreferences: { schema: UserPreferences, defaults: defaultUserPreferences },
  analytics: {
    schema: Analytics,
    defaults: (env: Environment): Analytics => ({
      firstVisit: env.now,
      visitCount: 1,
      lastVisit: env.now,
      deviceType: MOBILE_USER_AGENT.test(env.userAgent) ? 'mobile' : 'desktop',
      referrer: env.referrer || 'direct',
      preferredLocations: [],
    }),
  },
  accessibility: {
    schema: Accessibility,
    defaults: (env: Environment) => ({ fontSize: 'medium', highContrast: false, reducedMotion: env.reducedMotion, screenReader: false, textSpacing: 'normal' }),
  },
  recentActivity: {
    schema: RecentActivity,
    defaults: () => ({ recentSearches: [], recentlyViewed: [], savedProperties: [], lastSearchFilters: {} }),
  },
  consentPreferences: {
    schema: ConsentPreferences,
    defaults: (env: Environment) => ({ necessary: true, functional: false, analytics: false, marketing: false, lastUpdated: env.now }),
  },
} as const;

type EntryKey = keyof typeof entries;

/** The stored value of an entry when it parses and has the right shape, else null. */
function readEntry<K extends EntryKey>(storage: Storage, key: K): Shape<(typeof entries)[K]['schema']> | null {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    return entries[key].schema(value) ? (value as Shape<(typeof entries)[K]['schema']>) : null;
  } catch {
    return null;
  }
}

function environment(): Environment {
  return {
    now: new Date().toISOString(),
    language: navigator.language,
    userAgent: navigator.userAgent,
    referrer: document.referrer,
    reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  };
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Called once per page load: creates, heals and updates the entries. */
export function initLocalEntries(local: Storage = localStorage, session: Storage = sessionStorage, env: Environment = environment()) {
  for (const key of LEGACY_KEYS) local.removeItem(key);
  for (const key of Object.keys(entries) as EntryKey[]) {
    const stored = readEntry(local, key);
    let value: unknown = stored ?? entries[key].defaults(env);
    if (key === 'analytics' && stored) {
      const analytics = stored as Analytics;
      value = { ...analytics, visitCount: analytics.visitCount + 1, lastVisit: env.now };
    }
    if (!stored || key === 'analytics') local.setItem(key, JSON.stringify(value));
  }
  session.setItem('sessionId', randomId());
  session.setItem('sessionStart', env.now);
  session.setItem('lastActivity', env.now);
}

/** Stores the colour mode in userPreferences.theme, healing the entry if needed. */
export function saveThemeMode(mode: ThemeMode, local: Storage = localStorage, env: () => Environment = environment) {
  const preferences = readEntry(local, 'userPreferences') ?? defaultUserPreferences(env());
  local.setItem('userPreferences', JSON.stringify({ ...preferences, theme: mode }));
}

export type ViewSettings = UserPreferences['viewSettings'];

/**
 * Stores the display currency in userPreferences.currency, healing the entry if needed (the cookie
 * is what pages read; null, each hotel's own currency, keeps the spec's default, EUR: ADR 0019).
 */
export function saveCurrency(currency: string | null, local: Storage = localStorage, env: () => Environment = environment) {
  const preferences = readEntry(local, 'userPreferences') ?? defaultUserPreferences(env());
  local.setItem('userPreferences', JSON.stringify({ ...preferences, currency: currency ?? 'EUR' }));
}

/** The visitor's userPreferences.viewSettings (the defaults' when the entry is missing or broken). */
export function readViewSettings(local: Storage = localStorage, env: () => Environment = environment): ViewSettings {
  return (readEntry(local, 'userPreferences') ?? defaultUserPreferences(env())).viewSettings;
}

/** Changes userPreferences.viewSettings, healing the entry if needed. */
export function updateViewSettings(change: Partial<ViewSettings>, local: Storage = localStorage, env: () => Environment = environment): ViewSettings {
  const preferences = readEntry(local, 'userPreferences') ?? defaultUserPreferences(env());
  const viewSettings = { ...preferences.viewSettings, ...change };
  local.setItem('userPreferences', JSON.stringify({ ...preferences, viewSettings }));
  return viewSettings;
}

export type RecentActivity = Shape<typeof RecentActivity>;

/** The visitor's recentActivity entry (its defaults when missing or broken). */
export function readRecentActivity(local: Storage = localStorage): RecentActivity {
  return readEntry(local, 'recentActivity') ?? entries.recentActivity.defaults();
}

/** Changes recentActivity, healing the entry if needed. */
export function updateRecentActivity(change: (activity: RecentActivity) => Partial<RecentActivity>, local: Storage = localStorage): RecentActivity {
  const current = readRecentActivity(local);
  const next = { ...current, ...change(current) };
  local.setItem('recentActivity', JSON.stringify(next));
  return next;
}

export type AccessibilityEntry = Shape<typeof Accessibility>;

export function readAccessibility(local: Storage = localStorage, env: () => Environment = environment): AccessibilityEntry {
  return readEntry(local, 'accessibility') ?? entries.accessibility.defaults(env());
}

export function saveAccessibility(settings: AccessibilityEntry, local: Storage = localStorage) {
  local.setItem('accessibility', JSON.stringify(settings));
}

export type ConsentEntry = Shape<typeof ConsentPreferences>;

export function readConsentPreferences(local: Storage = localStorage, env: () => Environment = environment): ConsentEntry {
  return readEntry(local, 'consentPreferences') ?? entries.consentPreferences.defaults(env());
}

/** Stores the four categories with the time of the choice; `necessary` is always true. */
export function saveConsentPreferences(
  choice: Omit<ConsentEntry, 'necessary' | 'lastUpdated'>,
  local: Storage = localStorage,
  now = new Date().toISOString(),
): ConsentEntry {
  const entry = { necessary: true, ...choice, lastUpdated: now };
  local.setItem('consentPreferences', JSON.stringify(entry));
  return entry;
}
