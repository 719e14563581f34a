import { Form } from 'react-router';
import { FormAnswer } from '~/studio/FormAnswer';
import { firstProblem, StudioField, type FieldErrors } from '~/studio/StudioField';
import type { VenuePageAnswer } from './venueSettingsAction.server';
import type { EditableTreatment } from './venueSettings.server';
import { VENUE_LIMITS } from './venueSettingsInput';

const FIELDS = ['name', 'durationMinutes', 'price'] as const;

const failedFor = (answer: VenuePageAnswer | undefined, target: string) => (answer && !answer.ok && answer.target === target ? answer : undefined);

interface Shared {
  answer: VenuePageAnswer | undefined;
  currency: string;
  slotMinutes: number;
}

function TreatmentFields({
  form,
  legend,
  values,
  errors,
  currency,
  slotMinutes,
}: Omit<Shared, 'answer'> & { form: string; legend: string; values: Record<string, string | undefined>; errors: FieldErrors }) {
  const first = firstProblem(FIELDS, errors);
  const field = (name: (typeof FIELDS)[number]) => ({ form, name, value: values[name], error: errors[name], autoFocus: first === name, required: true });
  return (
    <fieldset className="studio-fieldset">
      <legend>{legend}</legend>
      <div className="studio-fields">
        <StudioField {...field('name')} label="Name" maxLength={VENUE_LIMITS.treatmentName} />
        <StudioField
          {...field('durationMinutes')}
          label="Length (minutes)"
          type="number"
          min={VENUE_LIMITS.durationMin}
          max={VENUE_LIMITS.durationMax}
          hint={`Whole ${slotMinutes}-minute slots. A new length applies to new bookings.`}
        />
        <StudioField {...field('price')} label={`Price (${currency})`} type="number" min={0} max={VENUE_LIMITS.priceMax} />
      </div>
    </fieldset>
  );
}

const asText = (t: EditableTreatment) => ({ name: t.name, durationMinutes: String(t.durationMinutes), price: String(t.price) });

/** One treatment: saved with its own form; removal (or withdrawal, when bookings name it) confirmed inside a disclosure. */
export function TreatmentForm({ treatment, answer, currency, slotMinutes }: Shared & { treatment: EditableTreatment }) {
  const target = `treatment-${treatment.id}`;
  const failed = failedFor(answer, target);
  return (
    <section className="card studio-room" aria-label={treatment.name} data-testid="studio-treatment">
      <Form method="post" noValidate>
        <FormAnswer answer={answer} target={target} />
        <input type="hidden" name="treatmentId" value={treatment.id} />
        <TreatmentFields
          form={target}
          legend={treatment.name}
          values={failed?.values ?? asText(treatment)}
          errors={failed?.errors ?? {}}
          currency={currency}
          slotMinutes={slotMinutes}
        />
        <button type="submit" name="intent" value="treatment" className="button button-gold">
          Save<span className="visually-hidden"> the {treatment.name}</span>
        </button>
      </Form>
      <details className="studio-confirm">
        <summary>
          Remove<span className="visually-hidden"> the {treatment.name}</span>
        </summary>
        <Form method="post">
          <input type="hidden" name="treatmentId" value={treatment.id} />
          <p>Not while it is booked from today on. Named by older bookings, it is withdrawn: guests no longer see it, the bookings keep it.</p>
          <button type="submit" name="intent" value="removeTreatment" className="button button-outline button-danger">
            Remove the {treatment.name}
          </button>
        </Form>
      </details>
    </section>
  );
}

/** A new treatment; emptied once added (its key changes with the number of treatments). */
export function NewTreatmentForm({ answer, currency, slotMinutes }: Shared) {
  const failed = failedFor(answer, 'new-treatment');
  return (
    <section className="card studio-room" aria-label="Add a treatment">
      <Form method="post" noValidate>
        <FormAnswer answer={answer} target="new-treatment" />
        <TreatmentFields
          form="new-treatment"
          legend="Add a treatment"
          values={failed?.values ?? {}}
          errors={failed?.errors ?? {}}
          currency={currency}
          slotMinutes={slotMinutes}
        />
        <button type="submit" name="intent" value="addTreatment" className="button button-gold">
          Add treatment
        </button>
      </Form>
    </section>
  );
}
