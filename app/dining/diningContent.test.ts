import { describe, expect, it } from 'vitest';
import en from '~/i18n/messages/en.json';
import { diningHighlightKeys, diningHighlights, diningVenueKeys, diningVenues, specialExperienceKeys, specialExperiences } from './diningContent';

const english = en as Record<string, string>;

describe('the dining page’s texts in the catalogue', () => {
  it('has each highlight, experience, venue and sample menu under its keys, in the module’s English', () => {
    for (const highlight of diningHighlights) {
      const keys = diningHighlightKeys(highlight);
      expect([english[keys.number], english[keys.label], english[keys.description]]).toEqual([highlight.number, highlight.label, highlight.description]);
    }
    for (const experience of specialExperiences) {
      const keys = specialExperienceKeys(experience);
      expect([english[keys.title], english[keys.description], english[keys.action]]).toEqual([experience.title, experience.description, experience.action]);
    }
    for (const venue of diningVenues) {
      const keys = diningVenueKeys(venue);
      expect([english[keys.title], english[keys.description]]).toEqual([venue.title, venue.description]);
      expect(keys.menu.map((section) => ({ course: english[section.course], dishes: section.dishes.map((key) => english[key]) }))).toEqual(venue.menu);
    }
  });
});
