import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '~/domain/stay';
import { isWeekendNight, nightPrice, nightsOf, type RateCard, type Season } from './nightlyRates';
import { MEMBER_TIERS, quotePlan, quotePlans, taxesOn, type HotelPricing, type OfferPlan, type QuoteInput } from './plans';

const TODAY = '2027-01-10';
const day = (offset: number) => addDays(TODAY, offset);

/** Seasons that never overlap: sorted starts, each ending before the next begins. */
const seasons = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 2_000_000 })), { maxLength: 5 })
  .map((raw) => {
    const out: Season[] = [];
    let cursor = -30;
    for (const [gap, length, rateMinor] of raw.sort((a, b) => a[0] - b[0])) {
      const start = cursor + 1 + (gap % 60);
      out.push({ startsOn: day(start), endsOn: day(start + length), rateMinor });
      cursor = start + length;
    }
    return out;
  });

const card: fc.Arbitrary<RateCard> = fc.record({
  baseMinor: fc.integer({ min: 0, max: 5_000_000 }),
  weekendMinor: fc.integer({ min: -100_000, max: 500_000 }),
  seasons,
  days: fc.dictionary(fc.integer({ min: 0, max: 420 }).map(day), fc.integer({ min: 0, max: 3_000_000 }), { maxKeys: 10 }),
});

const pricing: fc.Arbitrary<HotelPricing> = fc.record({
  currency: fc.constantFrom('EUR', 'CHF', 'JPY', 'AED'),
  vatBps: fc.integer({ min: 0, max: 2500 }),
  vatIncluded: fc.boolean(),
  cityTaxMinor: fc.integer({ min: 0, max: 2000 }),
  cityTaxPer: fc.constantFrom('guest' as const, 'room' as const),
  freeCancellationDays: fc.integer({ min: 0, max: 30 }),
  advance: fc.option(fc.record({ pct: fc.integer({ min: 0, max: 90 }), minDaysAhead: fc.integer({ min: 0, max: 120 }) }), { nil: null }),
  member: fc.option(fc.record({ ivory: fc.integer({ min: 0, max: 90 }), gold: fc.integer({ min: 0, max: 90 }), sovereign: fc.integer({ min: 0, max: 90 }) }), {
    nil: null,
  }),
});

const stay = fc
  .record({ start: fc.integer({ min: 0, max: 365 }), nights: fc.integer({ min: 1, max: 30 }), guests: fc.integer({ min: 1, max: 20 }) })
  .map((s) => ({
    checkIn: day(s.start),
    checkOut: day(s.start + s.nights),
    guests: s.guests,
  }));

const offer: fc.Arbitrary<OfferPlan> = fc
  .record({
    slug: fc.constantFrom('spa-escape', 'long-stay'),
    discountPct: fc.integer({ min: 0, max: 90 }),
    supplementMinor: fc.integer({ min: 0, max: 100_000 }),
    minNights: fc.integer({ min: 1, max: 10 }),
    from: fc.integer({ min: 0, max: 200 }),
    length: fc.integer({ min: 0, max: 200 }),
    refundable: fc.boolean(),
    promoCode: fc.boolean(),
  })
  .map(({ from, length, ...o }) => ({ ...o, stayFrom: day(from), stayUntil: day(from + length) }));

const input: fc.Arbitrary<QuoteInput> = fc.record({
  card,
  pricing,
  stay,
  today: fc.constant(TODAY),
  tier: fc.option(fc.constantFrom(...MEMBER_TIERS), { nil: null }),
  offers: fc.uniqueArray(offer, { selector: (o) => o.slug, maxLength: 2 }),
});

describe('the price of a stay', () => {
  it('a total is the sum of its nights’ plan prices, its supplement and the taxes the hotel adds', () => {
    fc.assert(
      fc.property(input, (i) => {
        for (const q of quotePlans(i)) {
          const nights = q.nightly.reduce((sum, n) => sum + n.amountMinor, 0);
          expect(q.roomMinor).toBe(nights + q.supplementMinor);
          expect(q.totalMinor).toBe(q.roomMinor + q.taxes.addedMinor);
          expect(q.taxes.addedMinor + q.taxes.includedMinor).toBe(q.taxes.lines.reduce((sum, l) => sum + l.amountMinor, 0));
          expect(q.nightly.map((n) => n.date)).toEqual(nightsOf(i.stay.checkIn, i.stay.checkOut));
          for (const n of q.nightly) expect(Number.isInteger(n.amountMinor) && n.amountMinor >= 0).toBe(true);
        }
      }),
    );
  });

  it('the member price is never above the public one, night by night and in total, at every tier', () => {
    fc.assert(
      fc.property(input, fc.constantFrom(...MEMBER_TIERS), (i, tier) => {
        const member = quotePlan('member', { ...i, tier });
        const flexible = quotePlan('flexible', i);
        if (!member.ok || !flexible.ok) return;
        member.quote.nightly.forEach((n, k) => expect(n.amountMinor).toBeLessThanOrEqual(flexible.quote.nightly[k]!.amountMinor));
        expect(member.quote.totalMinor).toBeLessThanOrEqual(flexible.quote.totalMinor);
      }),
    );
  });

  it('Advance purchase is never offered inside its window, and always outside it where the hotel sells it', () => {
    fc.assert(
      fc.property(input, (i) => {
        const offered = quotePlans(i).some((q) => q.code === 'advance');
        const ahead = daysBetween(i.today, i.stay.checkIn);
        if (!i.pricing.advance) expect(offered).toBe(false);
        else expect(offered).toBe(ahead >= i.pricing.advance.minDaysAhead);
        const direct = quotePlan('advance', i);
        if (i.pricing.advance && ahead < i.pricing.advance.minDaysAhead)
          expect(direct).toEqual({ ok: false, refusal: { reason: 'advance_too_close', days: i.pricing.advance.minDaysAhead } });
      }),
    );
  });

  it('an offer is offered only for stays long enough and inside its dates', () => {
    fc.assert(
      fc.property(input, (i) => {
        for (const o of i.offers) {
          const result = quotePlan(o.slug, i);
          const nights = daysBetween(i.stay.checkIn, i.stay.checkOut);
          const inside = i.stay.checkIn >= o.stayFrom && addDays(i.stay.checkOut, -1) <= o.stayUntil;
          expect(result.ok).toBe(nights >= o.minNights && inside);
        }
      }),
    );
  });

  it('Flexible is always offered, refundable until its days before arrival; Advance never refundable', () => {
    fc.assert(
      fc.property(input, (i) => {
        const plans = quotePlans(i);
        const flexible = plans.find((q) => q.code === 'flexible')!;
        expect(flexible.refundable).toBe(true);
        expect(flexible.freeCancellationUntil).toBe(addDays(i.stay.checkIn, -i.pricing.freeCancellationDays));
        const advance = plans.find((q) => q.code === 'advance');
        if (advance) expect([advance.refundable, advance.freeCancellationUntil]).toEqual([false, null]);
      }),
    );
  });
});

describe('a night’s price', () => {
  const base: RateCard = {
    baseMinor: 52_000,
    weekendMinor: 8_000,
    seasons: [{ startsOn: '2027-07-01', endsOn: '2027-08-31', rateMinor: 78_000 }],
    days: { '2027-07-14': 99_000 },
  };

  it('is the base rate on a weekday, plus the weekend difference on Friday and Saturday nights', () => {
    expect(nightPrice(base, '2027-03-03')).toBe(52_000); // a Wednesday
    expect(isWeekendNight('2027-03-05')).toBe(true); // Friday
    expect(nightPrice(base, '2027-03-05')).toBe(60_000);
    expect(nightPrice(base, '2027-03-06')).toBe(60_000); // Saturday
    expect(nightPrice(base, '2027-03-07')).toBe(52_000); // Sunday night
  });

  it('is the season’s rate inside its dates (weekends too), and a night priced by hand costs exactly that', () => {
    expect(nightPrice(base, '2027-07-01')).toBe(78_000); // Thursday, first night of the season
    expect(nightPrice(base, '2027-07-02')).toBe(86_000); // Friday in season
    expect(nightPrice(base, '2027-08-31')).toBe(78_000);
    expect(nightPrice(base, '2027-09-01')).toBe(52_000);
    expect(nightPrice(base, '2027-07-14')).toBe(99_000);
  });

  it('never goes below zero with a weekend reduction', () => {
    fc.assert(
      fc.property(card, fc.integer({ min: 0, max: 420 }), (c, d) => {
        expect(nightPrice(c, day(d))).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('taxes', () => {
  const hotel = (p: Partial<HotelPricing>): HotelPricing => ({
    currency: 'EUR',
    vatBps: 0,
    vatIncluded: true,
    cityTaxMinor: 0,
    cityTaxPer: 'guest',
    freeCancellationDays: 2,
    advance: null,
    member: null,
    ...p,
  });

  it('VAT included is the part of the price that is tax; added VAT is on top; a city tax counts guests and nights', () => {
    expect(taxesOn(110_000, hotel({ vatBps: 1000 }), 2, 3)).toEqual({
      includedMinor: 10_000,
      addedMinor: 0,
      lines: [{ kind: 'vat', amountMinor: 10_000, included: true, bps: 1000 }],
    });
    expect(taxesOn(100_000, hotel({ vatBps: 1200, vatIncluded: false, cityTaxMinor: 400 }), 2, 3)).toEqual({
      includedMinor: 0,
      addedMinor: 12_000 + 2_400,
      lines: [
        { kind: 'vat', amountMinor: 12_000, included: false, bps: 1200 },
        { kind: 'city', amountMinor: 2_400, included: false, perNightMinor: 400, per: 'guest' },
      ],
    });
    expect(taxesOn(100_000, hotel({ cityTaxMinor: 2_000, cityTaxPer: 'room' }), 4, 3).addedMinor).toBe(6_000);
  });
});
