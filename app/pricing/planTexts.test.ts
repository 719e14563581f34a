import { describe, expect, it } from 'vitest';
import { messagesOf } from '~/i18n/catalogs.server';
import { LOCALES } from '~/i18n/locales';
import { translatorFor } from '~/i18n/translate';
import { stayMoneyIn } from '~/reservations/format';
import { totalTaxesText } from './planTexts';

// Beside every total, what it holds (issue 50, item 2): the taxes included, or the amount the hotel
// adds to the room price, in the page's language and its way of writing money.

const italy = { country: 'Italy' };

describe('totalTaxesText', () => {
  const en = translatorFor({ locale: 'en', messages: messagesOf('en') });
  const euros = (minor: number) => stayMoneyIn('en', minor, italy, 'EUR');

  it('says the taxes are included when the hotel adds none', () => {
    expect(totalTaxesText(en, { includedMinor: 15_818, addedMinor: 0 }, euros)).toBe('Includes taxes and fees');
    expect(totalTaxesText(en, { includedMinor: 0, addedMinor: 0 }, euros)).toBe('Includes taxes and fees');
  });

  it('says the amount the hotel adds to the room price, in the hotel’s format', () => {
    expect(totalTaxesText(en, { includedMinor: 15_818, addedMinor: 2_400 }, euros)).toBe(`Includes ${euros(2_400)} taxes and fees added to the room price`);
    expect(totalTaxesText(en, { includedMinor: 0, addedMinor: 1_250 }, euros)).toBe('Includes 12,50 € taxes and fees added to the room price');
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('in %s, both in its own words with its own amount', (locale) => {
    const t = translatorFor({ locale, messages: messagesOf(locale) });
    const money = (minor: number) => stayMoneyIn(locale, minor, italy, 'EUR');
    const included = totalTaxesText(t, { includedMinor: 100, addedMinor: 0 }, money);
    const added = totalTaxesText(t, { includedMinor: 0, addedMinor: 2_400 }, money);
    expect(included).not.toBe(totalTaxesText(en, { includedMinor: 100, addedMinor: 0 }, euros));
    expect(added).toContain(money(2_400));
    expect(added).not.toMatch(/[{}]|taxes and fees/);
  });
});
