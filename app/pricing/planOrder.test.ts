import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plansFirst } from './planOrder';

// A room's plans as a phone shows them (issue 50, item 3): its lowest price a guest can book first,
// the member price beside it for a signed-out guest, every other plan behind one tap, in its order.

type Plan = { code: string; totalMinor: number; membersOnly: boolean; points?: number };
const plan = (code: string, totalMinor: number, membersOnly = false): Plan => ({ code, totalMinor, membersOnly });
const codes = ({ first, more }: { first: Plan[]; more: Plan[] }) => ({ first: first.map((p) => p.code), more: more.map((p) => p.code) });

const plans = [plan('flexible', 60_000), plan('advance', 51_000), plan('member', 54_000, true), plan('spa-escape', 58_000)];

describe('plansFirst', () => {
  it('signed out: the lowest price a guest can book, then the member price, the others one tap away in their order', () => {
    expect(codes(plansFirst(plans, { signedIn: false }))).toEqual({ first: ['advance', 'member'], more: ['flexible', 'spa-escape'] });
  });

  it('signed in: the member price is one a member books, and leads when it is the lowest', () => {
    const tooClose = plans.filter((p) => p.code !== 'advance');
    expect(codes(plansFirst(tooClose, { signedIn: true }))).toEqual({ first: ['member'], more: ['flexible', 'spa-escape'] });
    expect(codes(plansFirst(tooClose, { signedIn: false }))).toEqual({ first: ['spa-escape', 'member'], more: ['flexible'] });
  });

  it('at equal totals the plan listed first leads (Flexible before an offer at its price)', () => {
    expect(codes(plansFirst([plan('flexible', 500), plan('advance', 700), plan('winter', 500)], { signedIn: false }))).toEqual({
      first: ['flexible'],
      more: ['advance', 'winter'],
    });
  });

  it('the offer a search is for leads, whatever its price', () => {
    expect(codes(plansFirst(plans, { signedIn: false, featured: 'spa-escape' }))).toEqual({ first: ['spa-escape', 'member'], more: ['flexible', 'advance'] });
    expect(codes(plansFirst(plans, { signedIn: true, featured: 'gone' }))).toEqual({ first: ['advance'], more: ['flexible', 'member', 'spa-escape'] });
  });

  it('award nights, priced in points, never count as the lowest price', () => {
    const awards = { ...plan('points', 1_200, true), points: 60_000 };
    expect(codes(plansFirst([plan('flexible', 60_000), awards], { signedIn: true }))).toEqual({ first: ['flexible'], more: ['points'] });
  });

  it('a single plan leaves nothing behind the tap; no plan shows nothing', () => {
    expect(codes(plansFirst([plan('flexible', 1)], { signedIn: false }))).toEqual({ first: ['flexible'], more: [] });
    expect(codes(plansFirst([], { signedIn: true }))).toEqual({ first: [], more: [] });
  });

  it('for any plans: each shown once, the first the lowest a guest can book, the rest in their order', () => {
    const arbitraryPlans = fc
      .uniqueArray(fc.record({ code: fc.string({ minLength: 1, maxLength: 6 }), totalMinor: fc.nat(1_000_000), membersOnly: fc.boolean() }), {
        selector: (p) => p.code,
        maxLength: 8,
      })
      .map((list) => list as Plan[]);
    fc.assert(
      fc.property(arbitraryPlans, fc.boolean(), (list, signedIn) => {
        const { first, more } = plansFirst(list, { signedIn });
        expect([...first, ...more].map((p) => p.code).sort()).toEqual(list.map((p) => p.code).sort());
        expect(more.map((p) => list.indexOf(p))).toEqual(more.map((p) => list.indexOf(p)).sort((a, b) => a - b));
        const bookable = list.filter((p) => signedIn || !p.membersOnly);
        if (bookable.length > 0) expect(first[0]!.totalMinor).toBe(Math.min(...bookable.map((p) => p.totalMinor)));
        if (!signedIn) expect(more.some((p) => p.membersOnly)).toBe(false);
      }),
    );
  });
});
