import { Form } from 'react-router';
import { FormAnswer } from '~/studio/FormAnswer';
import { firstProblem, StudioField } from '~/studio/StudioField';
import type { VenuePageAnswer } from './venueSettingsAction.server';
import type { EditableVenue } from './venueSettings.server';
import { VENUE_LIMITS } from './venueSettingsInput';

const FIELDS = ['name', 'cuisine', 'description'] as const;

/**
 * The venue's own words: its name, cuisine (a restaurant) and description, in a form of their own
 * so that each language's fields can join them side by side.
 */
export function VenueTextsForm({ venue, answer }: { venue: EditableVenue; answer: VenuePageAnswer | undefined }) {
  const failed = answer && !answer.ok && answer.target === 'texts' ? answer : undefined;
  const values = failed?.values ?? { name: venue.name, cuisine: venue.cuisine ?? '', description: venue.description };
  const errors = failed?.errors ?? {};
  const first = firstProblem(FIELDS, errors);
  const field = (name: (typeof FIELDS)[number]) => ({
    form: 'texts',
    name,
    value: values[name],
    error: errors[name],
    autoFocus: first === name,
    required: true,
  });
  return (
    <Form method="post" className="studio-form" aria-labelledby="texts-heading" noValidate>
      <h2 id="texts-heading">Texts</h2>
      <FormAnswer answer={answer} target="texts" />
      <div className="studio-fields">
        <StudioField {...field('name')} label="Name" maxLength={VENUE_LIMITS.name} />
        {venue.kind === 'restaurant' && <StudioField {...field('cuisine')} label="Cuisine" maxLength={VENUE_LIMITS.cuisine} hint="e.g. Modern Cantonese" />}
        <div className="studio-field-wide">
          <StudioField {...field('description')} label="Description" type="textarea" rows={4} maxLength={VENUE_LIMITS.description} />
        </div>
      </div>
      <button type="submit" name="intent" value="texts" className="button button-gold">
        Save texts
      </button>
    </Form>
  );
}
