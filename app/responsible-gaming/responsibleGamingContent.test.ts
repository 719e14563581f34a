import { describe, expect, it } from 'vitest';
import { messagesOf } from '~/i18n/catalogs.server';
import { LOCALES } from '~/i18n/locales';
import { translatorFor } from '~/i18n/translate';
import { gamingGuidelines, gamingTips, supportResources } from './responsibleGamingContent';

const keys = [...gamingTips, ...gamingGuidelines].flatMap((item) => [item.title, item.description]).concat(supportResources.map((r) => r.description));

describe('the responsible-gaming page’s copy', () => {
  it('has the five tips, three guidelines and three organisations of the spec', () => {
    const t = translatorFor({ locale: 'en', messages: messagesOf('en') });
    expect(gamingTips.map((tip) => t(tip.title))).toEqual([
      'Set a budget',
      'Set a time limit',
      'Never chase losses',
      'Play for entertainment',
      'Balance gaming with other activities',
    ]);
    expect(gamingGuidelines.map((g) => t(g.title))).toEqual(['Age verification', 'Self-exclusion', 'Deposit and time limits']);
    expect(t(gamingGuidelines[0]!.description)).toContain('18 or over (21 where local law requires)');
    expect(supportResources.map((r) => r.name)).toEqual(['GamCare', 'Gamblers Anonymous', 'BeGambleAware']);
  });

  it.each(LOCALES)('is written in %s, with the ages of the house rules', (locale) => {
    const t = translatorFor({ locale, messages: messagesOf(locale) });
    const texts = keys.map((key) => t(key));
    expect(new Set(texts).size).toBe(keys.length);
    for (const [i, text] of texts.entries()) expect(text, keys[i]).not.toBe(keys[i]);
    expect(t('gaming_guideline_age_text')).toMatch(/18.*21/s);
    expect(t('gaming_contact_text')).toContain(t('gaming_contact_link'));
  });
});
