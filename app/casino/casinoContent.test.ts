import { describe, expect, it } from 'vitest';
import { messagesOf } from '~/i18n/catalogs.server';
import { LOCALES } from '~/i18n/locales';
import { translatorFor } from '~/i18n/translate';
import { casinoCategories, casinoFeatures } from './casinoContent';

const keys = [
  ...casinoFeatures.flatMap((f) => [f.title, f.description]),
  ...casinoCategories.flatMap((c) => [c.title, c.description, c.rules, ...c.games, ...c.features]),
];

describe('the casino page’s copy', () => {
  it('has the three features and the three game categories of the spec', () => {
    const t = translatorFor({ locale: 'en', messages: messagesOf('en') });
    expect(casinoFeatures.map((f) => t(f.title))).toEqual(['Classic Tables', 'Poker Lounges', 'VIP Salons']);
    expect(casinoCategories.map((c) => t(c.title))).toEqual(['Table Games', 'Slot Machines', 'VIP Gaming']);
    expect(casinoCategories[0]!.games.map((g) => t(g))).toEqual(['Blackjack', 'Roulette', 'Baccarat', 'Poker', 'Craps']);
    expect(t(casinoCategories[1]!.rules)).toBe('Minimum and maximum bets vary by machine. Progressive jackpots are won only with the maximum bet.');
  });

  it.each(LOCALES)('is written in %s, every text its own', (locale) => {
    const t = translatorFor({ locale, messages: messagesOf(locale) });
    const texts = keys.map((key) => t(key));
    for (const [i, text] of texts.entries()) expect(text, keys[i]).not.toBe(keys[i]);
    // A category's lists and its texts say different things (no text copied to two places).
    expect(new Set(casinoCategories.flatMap((c) => [c.title, c.description, c.rules, ...c.features]).map((key) => t(key))).size).toBe(
      casinoCategories.length * 6,
    );
  });

  it('links the responsible-gaming words inside its closing sentence in every language', () => {
    for (const locale of LOCALES) {
      const t = translatorFor({ locale, messages: messagesOf(locale) });
      expect(t('casino_cta_text'), locale).toContain(t('casino_cta_link'));
    }
  });
});
