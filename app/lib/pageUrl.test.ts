import { describe, expect, it } from 'vitest';
import { pageUrl } from './pageUrl';

const of = (url: string) => pageUrl(new Request(`http://localhost${url}`)).href.slice('http://localhost'.length);

describe('pageUrl', () => {
  it('is the page a data request is for: no .data, no _routes', () => {
    expect(of('/rooms.data')).toBe('/rooms');
    expect(of('/rooms.data?page=2&_routes=root%2Chotels%2FHotelListPage')).toBe('/rooms?page=2');
    expect(of('/_.data')).toBe('/');
    expect(of('/fr/_.data')).toBe('/fr/');
    expect(of('/fr.data')).toBe('/fr');
    expect(of('/account.data?pointsBefore=20')).toBe('/account?pointsBefore=20');
  });

  it("drops an index route's empty ?index and keeps every other parameter and the document's URL", () => {
    expect(of('/?index')).toBe('/');
    expect(of('/.data?index&lang=fr')).toBe('/?lang=fr');
    expect(of('/rooms?index=2')).toBe('/rooms?index=2');
    expect(of('/studio/hotels?q=alpine')).toBe('/studio/hotels?q=alpine');
  });
});
