import { describe, expect, it } from 'vitest';
import { messagesOf } from '~/i18n/catalogs.server';
import { LOCALES, type Locale } from '~/i18n/locales';
import { translatorFor } from '~/i18n/translate';
import { stayMoneyIn } from '~/domain/stayFormat';
import { totalTaxesText } from './planTexts';

// Beside every total, what it holds (issue 50, item 2): the taxes included, or the amount the hotel
// adds to the room price, in the page's language and its way of writing money.

const italy = { country: 'Italy' };
const translator = (locale: Locale) => translatorFor({ locale, messages: messagesOf(locale) });
const euros = (locale: Locale) => (minor: number) => stayMoneyIn(locale, minor, italy, 'EUR');

describe('totalTaxesText', () => {
  const en = translator('en');

  it('says the taxes are included when the hotel adds none', () => {
    expect(totalTaxesText(en, { addedMinor: 0 }, euros('en'))).toBe('Includes taxes and fees');
  });

  it('says the amount the hotel adds to the room price, as the page writes money', () => {
    expect(totalTaxesText(en, { addedMinor: 2_400 }, euros('en'))).toBe('Includes 24 € taxes and fees added to the room price');
    expect(totalTaxesText(en, { addedMinor: 1_250 }, euros('en'))).toBe('Includes 12,50 € taxes and fees added to the room price');
    expect(totalTaxesText(en, { addedMinor: 1_250 }, (minor) => stayMoneyIn('en', minor, { country: 'Switzerland' }, 'CHF'))).toContain('12.50');
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('in %s, both in its own words with its own amount', (locale) => {
    const t = translator(locale);
    const included = totalTaxesText(t, { addedMinor: 0 }, euros(locale));
    const added = totalTaxesText(t, { addedMinor: 2_400 }, euros(locale));
    expect(included).not.toBe(totalTaxesText(en, { addedMinor: 0 }, euros('en')));
    expect(added).toContain(euros(locale)(2_400));
    expect(added).not.toMatch(/[{}]|taxes and fees/);
  });
});
