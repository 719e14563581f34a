import { describe, expect, it } from 'vitest';
import { messagesOf } from '~/i18n/catalogs.server';
import { LOCALES } from '~/i18n/locales';
import { translatorFor } from '~/i18n/translate';
import { eventCategories } from './eventsContent';

describe('the events page’s categories', () => {
  it('are the four of the spec in English', () => {
    const t = translatorFor({ locale: 'en', messages: messagesOf('en') });
    expect(eventCategories.map((c) => t(c.title))).toEqual(['Gaming Tournaments', 'Gala Dinners', 'Live Entertainment', 'Private Celebrations']);
  });

  it.each(LOCALES)('are written in %s, each its own', (locale) => {
    const t = translatorFor({ locale, messages: messagesOf(locale) });
    const keys = eventCategories.flatMap((c) => [c.title, c.description]);
    expect(new Set(keys.map((key) => t(key))).size).toBe(keys.length);
    for (const key of keys) expect(t(key)).not.toBe(key);
    expect(t('events_none')).toContain(t('events_none_link'));
  });
});
