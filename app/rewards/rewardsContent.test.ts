import { describe, expect, it } from 'vitest';
import { messagesOf } from '~/i18n/catalogs.server';
import { LOCALES } from '~/i18n/locales';
import { translatorFor } from '~/i18n/translate';
import { PROGRAMME_NAME, rewardTiers, tierFor } from './rewardsContent';
import { tierCopy } from './rewardsCopy';

describe('tierFor', () => {
  it.each([
    [0, 'Ivory', 'Gold'],
    [9, 'Ivory', 'Gold'],
    [10, 'Gold', 'Sovereign'],
    [29, 'Gold', 'Sovereign'],
    [30, 'Sovereign', null],
    [400, 'Sovereign', null],
  ])('%i confirmed nights: %s, next %s', (nights, tier, next) => {
    const held = tierFor(nights);
    expect(held.tier.name).toBe(tier);
    expect(held.next?.name ?? null).toBe(next);
  });
});

describe('the tiers’ texts', () => {
  const tIn = (locale: (typeof LOCALES)[number]) => translatorFor({ locale, messages: messagesOf(locale) });

  it('are the spec’s in English', () => {
    const t = tIn('en');
    expect(rewardTiers.map((tier) => t(tierCopy[tier.name].label))).toEqual(rewardTiers.map((tier) => tier.name));
    expect(rewardTiers.map((tier) => t(tierCopy[tier.name].qualification))).toEqual(['On joining', '10 nights a year', '30 nights a year, or by invitation']);
    expect(t('rewards_programme')).toBe(PROGRAMME_NAME);
    expect(`${t('rewards_nights', { count: 1, year: '2026' })}${t('rewards_to_next', { count: 9, tier: 'Gold' })}`).toBe(
      '1 confirmed night in 2026; 9 more to Gold',
    );
  });

  it.each(LOCALES)('are all written in %s, each benefit its own', (locale) => {
    const t = tIn(locale);
    const keys = rewardTiers.flatMap((tier) => [tierCopy[tier.name].label, tierCopy[tier.name].qualification, ...tierCopy[tier.name].benefits]);
    expect(new Set(keys.map((key) => t(key))).size).toBe(keys.length);
    for (const key of keys) expect(t(key)).not.toBe(key);
    expect(t('rewards_nights', { count: 2, year: '2026' })).toContain('2026');
  });
});
