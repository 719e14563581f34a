import { describe, expect, it } from 'vitest';
import en from '~/i18n/messages/en.json';
import { spaTreatmentKeys, spaTreatments } from './spaContent';

const english = en as Record<string, string>;

describe('the spa page’s treatments in the catalogue', () => {
  it('has each text of each treatment under its key, in the module’s English', () => {
    for (const treatment of spaTreatments) {
      const keys = spaTreatmentKeys(treatment);
      expect(english[keys.title]).toBe(treatment.title);
      expect(english[keys.description]).toBe(treatment.description);
      expect(keys.types.map((key) => english[key])).toEqual(treatment.details.types);
      expect(keys.features.map((key) => english[key])).toEqual(treatment.details.features);
      expect(english[keys.duration]).toBe(treatment.details.duration);
      expect(english[keys.benefits]).toBe(treatment.details.benefits);
    }
  });
});
