import { describe, expect, it } from 'vitest';
import { groupedSectionsFor, studioSections } from './sections';

const shape = (role: 'editor' | 'concierge' | 'admin' | 'user') =>
  groupedSectionsFor({ role }).map(({ group, sections }) => [group, sections.map((section) => section.label)]);

describe('the studio navigation’s groups', () => {
  it('gives each member of staff their own sections, grouped in navigation order', () => {
    expect(shape('editor')).toEqual([['content', ['Journal', 'Events', 'Hotels', 'Offers', 'Reviews']]]);
    expect(shape('concierge')).toEqual([['guests', ['Messages', 'Reservations', 'Venues']]]);
    expect(shape('admin').map(([group]) => group)).toEqual(['content', 'guests', 'administration']);
    expect(shape('admin').flatMap(([, labels]) => labels)).toEqual(studioSections.map((section) => section.label));
    expect(shape('user')).toEqual([]);
  });
});
