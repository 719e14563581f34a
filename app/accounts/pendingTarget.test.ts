import { describe, expect, it } from 'vitest';
import { pendingTargetOf, signInHref, signUpHref } from './pendingTarget';

const request = '/reservations/new?roomType=7d0c3a52-0d6f-4a8e-9a55-0f0e3c1d2b4a&checkIn=2027-01-03&checkOut=2027-01-06&guests=2';
const params = (query: string) => new URLSearchParams(query);
const switchOf = (href: string) => {
  const url = new URL(href, 'https://this-site.invalid');
  return pendingTargetOf(url.pathname, url.searchParams);
};

describe('the pending target between /signin and /signup', () => {
  it('reads redirectTo on /signin and redirectAfterSignup (with Book Now’s intent) on /signup', () => {
    expect(pendingTargetOf('/signin', params(new URLSearchParams({ redirectTo: request }).toString()))).toBe(request);
    expect(pendingTargetOf('/signup', params(new URLSearchParams({ redirectAfterSignup: request }).toString()))).toBe(request);
    expect(pendingTargetOf('/signup', params('redirectAfterSignup=%2Frooms%2Falpine-gold-casino-lodge&bookingIntent=true'))).toBe(
      '/rooms/alpine-gold-casino-lodge#book-your-stay',
    );
  });

  it('has none on other pages, without a query, or for a place off this site', () => {
    expect(pendingTargetOf('/signin', params(''))).toBeNull();
    expect(pendingTargetOf('/contact', params(`redirectTo=${encodeURIComponent(request)}`))).toBeNull();
    expect(pendingTargetOf('/signin', params('redirectTo=https%3A%2F%2Fother.example'))).toBeNull();
    expect(pendingTargetOf('/signup', params('redirectAfterSignup=%2F%2Fother.example'))).toBe('/');
  });

  it('survives every switch both ways, Book Now’s intent included', () => {
    for (const target of [request, '/rooms/alpine-gold-casino-lodge?checkIn=2027-01-03&checkOut=2027-01-06&guests=2#book-your-stay', '/studio/messages']) {
      expect(switchOf(signUpHref(target))).toBe(target);
      expect(switchOf(signInHref(target))).toBe(target);
      expect(switchOf(signInHref(switchOf(signUpHref(target))))).toBe(target);
    }
    expect(signUpHref('/rooms/alpine-gold-casino-lodge#book-your-stay')).toBe(
      '/signup?redirectAfterSignup=%2Frooms%2Falpine-gold-casino-lodge&bookingIntent=true',
    );
  });

  it('leaves the bare pages bare', () => {
    expect(signInHref(null)).toBe('/signin');
    expect(signUpHref(null)).toBe('/signup');
  });
});
