import { Form, Link } from 'react-router';
import { firstProblem, StudioField } from '~/studio/StudioField';
import { capacityLabel } from '~/venues/sheetText';
import type { StudioVenue } from '~/venues/venueCapacity.server';
import type { HotelPageAnswer } from './hotelActions.server';
import { FormAnswer } from '~/studio/FormAnswer';

const FIELDS = ['capacity', 'maxParty'] as const;

/** One restaurant's covers or one spa's therapists, and its largest party: its own plain form; the rest of the venue on its own page. */
export function VenueCapacityForm({ venue, hotelId, answer }: { venue: StudioVenue; hotelId: string; answer: HotelPageAnswer | undefined }) {
  const target = `venue-${venue.id}`;
  const failed = answer && !answer.ok && answer.target === target ? answer : undefined;
  const values = failed?.values ?? { capacity: String(venue.capacity), maxParty: String(venue.maxParty) };
  const errors = failed?.errors ?? {};
  const first = firstProblem(FIELDS, errors);
  const headingId = `${target}-heading`;
  const field = (name: (typeof FIELDS)[number]) => ({
    form: target,
    name,
    value: values[name],
    error: errors[name],
    autoFocus: first === name,
    required: true,
  });
  return (
    <section className="card studio-room" aria-labelledby={headingId} data-testid="studio-venue">
      <h3 id={headingId}>{venue.name}</h3>
      <p className="studio-meta">
        {venue.mostBooked > 0
          ? `Up to ${venue.mostBooked} of ${venue.capacity} ${venue.kind === 'spa' ? 'therapists' : 'covers'} booked in a slot from today on.`
          : 'Nothing booked from today on.'}
      </p>
      <p>
        <Link to={`/studio/hotels/${hotelId}/venues/${venue.id}`}>
          Texts, sittings{venue.kind === 'spa' ? ', treatments' : ''} and closed days<span className="visually-hidden"> of {venue.name}</span>
        </Link>
      </p>
      <Form method="post" aria-labelledby={headingId} noValidate>
        <FormAnswer answer={answer} target={target} />
        <input type="hidden" name="venueId" value={venue.id} />
        <div className="studio-fields">
          <StudioField {...field('capacity')} label={capacityLabel(venue.kind)} type="number" min={Math.max(1, venue.mostBooked)} max={1000} />
          <StudioField {...field('maxParty')} label="Largest party" type="number" min={1} max={20} />
        </div>
        <button type="submit" name="intent" value="venueCapacity" className="button button-gold">
          Save<span className="visually-hidden"> {venue.name}</span>
        </button>
      </Form>
    </section>
  );
}
