import { Form } from 'react-router';
import { FormAnswer } from '~/studio/FormAnswer';
import { firstProblem, StudioField, type FieldErrors } from '~/studio/StudioField';
import { WEEKDAYS } from '~/domain/hotelClock';
import type { VenuePageAnswer } from './venueSettingsAction.server';
import type { EditableSitting, EditableVenue } from './venueSettings.server';
import { VENUE_LIMITS } from './venueSettingsInput';

const SITTING_FIELDS = ['name', 'opens', 'closes'] as const;

const failedFor = (answer: VenuePageAnswer | undefined, target: string) => (answer && !answer.ok && answer.target === target ? answer : undefined);

/** The slot length and the closed weekdays (checkboxes), saved together. */
export function VenueHoursForm({ venue, answer }: { venue: EditableVenue; answer: VenuePageAnswer | undefined }) {
  const failed = failedFor(answer, 'hours');
  const slotMinutes = failed?.values.slotMinutes ?? String(venue.slotMinutes);
  const closed = failed ? (failed.values.closedWeekdays ?? '').split(',').filter(Boolean).map(Number) : venue.closedWeekdays;
  const errors = failed?.errors ?? {};
  const closedError = errors.closedWeekdays;
  // The first problem's field takes the focus, as StudioField's other forms do.
  const slotField = { form: 'hours', name: 'slotMinutes', value: slotMinutes, error: errors.slotMinutes, autoFocus: !!errors.slotMinutes };
  return (
    <Form method="post" className="studio-form" aria-labelledby="hours-heading" noValidate>
      <h2 id="hours-heading">Slot length and closed days</h2>
      <FormAnswer answer={answer} target="hours" />
      <div className="studio-fields">
        <StudioField
          {...slotField}
          label="Slot length (minutes)"
          type="number"
          min={VENUE_LIMITS.slotMin}
          max={VENUE_LIMITS.slotMax}
          required
          hint={
            venue.upcomingBookings > 0
              ? `Bookings start on this grid from each sitting’s opening. It can’t change while bookings from today on stand (${venue.upcomingBookings} now).`
              : 'Bookings start on this grid from each sitting’s opening: 15, 20, 30, 45, 60, 90 or 120 minutes, or any length that divides the day.'
          }
        />
      </div>
      <fieldset className="studio-fieldset" aria-describedby={closedError ? 'hours-closedWeekdays-error' : undefined}>
        <legend>Closed on</legend>
        <div className="studio-checks">
          {WEEKDAYS.map((day, i) => (
            <div className="field studio-check" key={day}>
              <input
                id={`hours-closed-${i + 1}`}
                name="closedWeekdays"
                type="checkbox"
                value={i + 1}
                defaultChecked={closed.includes(i + 1)}
                aria-invalid={closedError && i === 0 ? true : undefined}
                aria-describedby={closedError ? 'hours-closedWeekdays-error' : undefined}
              />
              <label htmlFor={`hours-closed-${i + 1}`}>{day}</label>
            </div>
          ))}
        </div>
        {closedError && (
          <p id="hours-closedWeekdays-error" className="studio-field-error">
            {closedError}
          </p>
        )}
      </fieldset>
      <button type="submit" name="intent" value="hours" className="button button-gold">
        Save slot length and closed days
      </button>
    </Form>
  );
}

function SittingFields({ form, legend, values, errors }: { form: string; legend: string; values: Record<string, string | undefined>; errors: FieldErrors }) {
  const first = firstProblem(SITTING_FIELDS, errors);
  const field = (name: (typeof SITTING_FIELDS)[number]) => ({
    form,
    name,
    value: values[name],
    error: errors[name],
    autoFocus: first === name,
    required: true,
  });
  return (
    <fieldset className="studio-fieldset">
      <legend>{legend}</legend>
      <div className="studio-fields">
        <StudioField {...field('name')} label="Name" maxLength={VENUE_LIMITS.sittingName} hint="e.g. Lunch, Dinner" />
        <StudioField {...field('opens')} label="Opens (HH:MM)" type="time" />
        <StudioField {...field('closes')} label="Closes (HH:MM)" type="time" hint="The last booking ends by then." />
      </div>
    </fieldset>
  );
}

/** One sitting: its name and hours saved with its own form; removal confirmed inside a disclosure. */
export function SittingForm({ sitting, answer }: { sitting: EditableSitting; answer: VenuePageAnswer | undefined }) {
  const target = `sitting-${sitting.id}`;
  const failed = failedFor(answer, target);
  return (
    <section className="card studio-room" aria-label={`${sitting.name} sitting`} data-testid="studio-sitting">
      <Form method="post" noValidate>
        <FormAnswer answer={answer} target={target} />
        <input type="hidden" name="sittingId" value={sitting.id} />
        <SittingFields
          form={target}
          legend={`${sitting.name}, ${sitting.opens}–${sitting.closes}`}
          values={failed?.values ?? { name: sitting.name, opens: sitting.opens, closes: sitting.closes }}
          errors={failed?.errors ?? {}}
        />
        <button type="submit" name="intent" value="sitting" className="button button-gold">
          Save<span className="visually-hidden"> {sitting.name}</span>
        </button>
      </Form>
      <details className="studio-confirm">
        <summary>
          Remove<span className="visually-hidden"> {sitting.name}</span>
        </summary>
        <Form method="post">
          <input type="hidden" name="sittingId" value={sitting.id} />
          <p>Only a sitting no booking from today on falls in can be removed.</p>
          <button type="submit" name="intent" value="removeSitting" className="button button-outline button-danger">
            Remove {sitting.name}
          </button>
        </Form>
      </details>
    </section>
  );
}

/** A new sitting; emptied once added (its key changes with the number of sittings). */
export function NewSittingForm({ answer }: { answer: VenuePageAnswer | undefined }) {
  const failed = failedFor(answer, 'new-sitting');
  return (
    <section className="card studio-room" aria-label="Add a sitting">
      <Form method="post" noValidate>
        <FormAnswer answer={answer} target="new-sitting" />
        <SittingFields form="new-sitting" legend="Add a sitting" values={failed?.values ?? {}} errors={failed?.errors ?? {}} />
        <button type="submit" name="intent" value="addSitting" className="button button-gold">
          Add sitting
        </button>
      </Form>
    </section>
  );
}
