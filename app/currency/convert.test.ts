import { describe, expect, it } from 'vitest';
import { messagesOf } from '~/i18n/catalogs.server';
import { formatDay } from '~/i18n/format';
import { translatorFor } from '~/i18n/translate';
import { CURRENCY_NAMES, DISPLAY_CURRENCIES } from '~/lib/displayCurrency';
import { approximateNote, convertAmount, convertedPrice, formatInCurrency, formatRatesDay, type CurrencyView } from './convert';

const perEuro = { EUR: 1, USD: 1.16, GBP: 0.88, CHF: 0.93, AED: 4.26, SGD: 1.51, JPY: 179 };
const view = (target: CurrencyView['target']): CurrencyView => ({ target, perEuro, asOf: '2026-11-20' });

describe('conversion', () => {
  it('goes through the euro and rounds to whole units', () => {
    expect(convertAmount(650, 'SGD', 'USD', perEuro)).toBe(Math.round((650 / 1.51) * 1.16)); // 499
    expect(convertAmount(520, 'EUR', 'GBP', perEuro)).toBe(458);
    expect(convertAmount(1400, 'AED', 'JPY', perEuro)).toBe(58_826);
    expect(convertAmount(780, 'CHF', 'EUR', perEuro)).toBe(839);
  });

  it('leaves an amount in its own currency as it is, and gives up without a rate', () => {
    expect(convertAmount(650, 'SGD', 'SGD', perEuro)).toBe(650);
    expect(convertAmount(650, 'XYZ', 'USD', perEuro)).toBeNull();
    expect(convertAmount(650, 'SGD', 'SEK', perEuro)).toBeNull();
    expect(convertAmount(Number.NaN, 'SGD', 'USD', perEuro)).toBeNull();
  });

  it('formats each display currency in its own way, yen without decimals', () => {
    expect(formatInCurrency(1250, 'USD')).toBe('$1,250');
    expect(formatInCurrency(1250, 'GBP')).toBe('£1,250');
    expect(formatInCurrency(1200, 'EUR')).toBe('1.200 €');
    expect(formatInCurrency(1200, 'CHF')).toBe('CHF 1’200');
    expect(formatInCurrency(1400, 'AED')).toBe('AED 1,400');
    expect(formatInCurrency(650, 'SGD')).toBe('S$650');
    expect(formatInCurrency(58_826, 'JPY')).toBe('¥58,826');
  });

  it('converts a hotel price for a view, or answers null: no choice, or no rate', () => {
    expect(convertedPrice(650, 'SGD', view('USD'))).toBe('$499');
    expect(convertedPrice(650, 'SGD', null)).toBeNull();
    expect(convertedPrice(650, 'XYZ', view('USD'))).toBeNull();
  });

  it('says the prices are approximate and of which day', () => {
    expect(formatRatesDay('2026-11-20')).toBe('20 Nov 2026');
    expect(approximateNote(view('USD'))).toBe('Prices in US dollars are approximate, at the rates of 20 Nov 2026.');
    expect(approximateNote(view('JPY'))).toBe('Prices in Japanese yen are approximate, at the rates of 20 Nov 2026.');
  });
});

describe('the currency texts in the catalogues (app/i18n)', () => {
  const en = translatorFor({ locale: 'en', messages: messagesOf('en') });

  it('keep the English wording of the note and the names for every display currency', () => {
    for (const currency of DISPLAY_CURRENCIES) {
      expect(en(`currency_note_${currency}`, { day: formatRatesDay('2026-11-20') })).toBe(approximateNote(view(currency)));
      expect(en('currency_option', { code: currency, name: en(`currency_name_${currency}`) })).toBe(`${currency}, ${CURRENCY_NAMES[currency]}`);
    }
  });

  it('write the note in each language with its own day', () => {
    const fr = translatorFor({ locale: 'fr', messages: messagesOf('fr') });
    const de = translatorFor({ locale: 'de', messages: messagesOf('de') });
    expect(fr('currency_note_USD', { day: formatDay('2026-11-20', 'fr') })).toBe(
      'Les prix en dollars américains sont indicatifs, aux taux du 20 novembre 2026.',
    );
    expect(de('currency_note_CHF', { day: formatDay('2026-11-20', 'de') })).toBe(
      'Preise in Schweizer Franken sind Richtwerte, zu den Kursen vom 20. November 2026.',
    );
  });
});
