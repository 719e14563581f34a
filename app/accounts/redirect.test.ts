import { describe, expect, it } from 'vitest';
import { afterSignupPath, safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/', '/'],
    ['/rooms/alpine-gold-casino-lodge', '/rooms/alpine-gold-casino-lodge'],
    ['/blog?page=2#top', '/blog?page=2#top'],
    ['/rooms/a%20b', '/rooms/a%20b'],
  ])('keeps the path on this site %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'rooms',
    '%2Frooms',
    'https://other.example',
    'https://other.example/rooms',
    'http:/other.example',
    'javascript:alert(1)',
    '//other.example',
    '//other.example/rooms',
    '/\\other.example',
    '\\\\other.example',
    '/\t/other.example',
    '/\n/other.example',
    ' //other.example',
    '%2F%2Fother.example',
    '%2f%2fother.example',
    '/%2F/other.example',
    '/%5Cother.example',
    '%252F%252Fother.example',
    '%25252F%25252Fother.example',
    'https%3A%2F%2Fother.example',
    '/%E0%A4%A', // malformed encoding
    `/${'a'.repeat(3000)}`,
    '/rooms/x/../../..//other.example', // dot segments that collapse into //other.example
    '/.//other.example',
    '/%2E%2E//other.example',
  ])('refuses %j and falls back to /', (input) => {
    expect(safeRedirectPath(input)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeRedirectPath('//evil.example', '/studio')).toBe('/studio');
  });
});

describe('afterSignupPath', () => {
  it('returns to the hotel, at its Book Your Stay panel, when booking was intended', () => {
    expect(afterSignupPath('/rooms/alpine-gold-casino-lodge', 'true')).toBe('/rooms/alpine-gold-casino-lodge#book-your-stay');
  });

  it('returns to the hotel in the language it was booked from (Book Now on /fr/rooms/…)', () => {
    expect(afterSignupPath('/fr/rooms/alpine-gold-casino-lodge?guests=2', 'true')).toBe('/fr/rooms/alpine-gold-casino-lodge?guests=2#book-your-stay');
    expect(afterSignupPath('/xx/rooms/alpine-gold-casino-lodge', 'true')).toBe('/xx/rooms/alpine-gold-casino-lodge');
  });

  it('keeps the stay chosen before the detour, and the panel', () => {
    const back = '/rooms/alpine-gold-casino-lodge?checkIn=2027-02-12&checkOut=2027-02-15&guests=2';
    expect(afterSignupPath(back, 'true')).toBe(`${back}#book-your-stay`);
  });

  it('keeps any other safe path as it is, with the booking intent too', () => {
    expect(afterSignupPath('/rooms/alpine-gold-casino-lodge#reviews', 'true')).toBe('/rooms/alpine-gold-casino-lodge#reviews');
    expect(afterSignupPath('/rooms', 'true')).toBe('/rooms');
    expect(afterSignupPath('/rooms/alpine-gold-casino-lodge', 'false')).toBe('/rooms/alpine-gold-casino-lodge');
  });

  it('never leaves the site through an encoded hotel path', () => {
    expect(afterSignupPath('%2F%2Fother.example%2Frooms%2Fx', 'true')).toBe('/');
    expect(afterSignupPath('/rooms/x/../../..//other.example', 'true')).toBe('/');
  });

  it('goes to the safe path when there is no booking intent', () => {
    expect(afterSignupPath('/rooms/alpine-gold-casino-lodge', null)).toBe('/rooms/alpine-gold-casino-lodge');
    expect(afterSignupPath('/blog', 'true')).toBe('/blog');
  });

  it('never leaves the site, booking intent or not', () => {
    expect(afterSignupPath('https://other.example/rooms/x', 'true')).toBe('/');
    expect(afterSignupPath('//other.example', null)).toBe('/');
  });
});
