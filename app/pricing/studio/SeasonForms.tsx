import { Form } from 'react-router';
import { formatLongDate } from '~/lib/dates';
import { FormAnswer } from '~/studio/FormAnswer';
import { firstProblem, StudioField } from '~/studio/StudioField';
import { refusalFor, type PriceFormAnswer } from './priceForms';
import { SEASON_FIELD_ORDER, SEASON_NAME_MAX } from './pricingInput';

export interface SeasonView {
  id: string;
  name: string;
  startsOn: string;
  endsOn: string;
  /** The rate as staff type it ("520.50"). */
  rate: string;
}

function SeasonFields({
  form,
  values,
  answer,
  currency,
}: {
  form: string;
  values: Record<string, string | undefined>;
  answer: PriceFormAnswer | undefined;
  currency: string;
}) {
  const errors = refusalFor(answer, form)?.errors ?? {};
  const first = firstProblem(SEASON_FIELD_ORDER, errors);
  const field = (name: (typeof SEASON_FIELD_ORDER)[number]) => ({
    form,
    name,
    value: values[name],
    error: errors[name],
    autoFocus: first === name,
    required: true,
  });
  return (
    <div className="studio-fields">
      <StudioField {...field('name')} label="Name" maxLength={SEASON_NAME_MAX} hint="e.g. Summer, Festive" />
      <StudioField {...field('startsOn')} label="First night" type="date" />
      <StudioField {...field('endsOn')} label="Last night (included)" type="date" />
      <StudioField {...field('rate')} label={`Rate per night (${currency})`} hint="Before the weekend difference." />
    </div>
  );
}

/** One season: its fields, saved with its own form; deletion confirmed inside a disclosure. */
export function SeasonForm({
  season,
  roomName,
  answer,
  currency,
}: {
  season: SeasonView;
  roomName: string;
  answer: PriceFormAnswer | undefined;
  currency: string;
}) {
  const target = `season-${season.id}`;
  const headingId = `${target}-heading`;
  return (
    <li className="card studio-room" data-testid="studio-season">
      <h3 id={headingId}>
        {season.name} <span className="studio-meta">({`${formatLongDate(season.startsOn)} to ${formatLongDate(season.endsOn)}`})</span>
        <span className="visually-hidden">, {roomName}</span>
      </h3>
      <Form method="post" aria-labelledby={headingId} noValidate>
        <FormAnswer answer={answer} target={target} />
        <input type="hidden" name="seasonId" value={season.id} />
        <SeasonFields form={target} values={refusalFor(answer, target)?.values ?? { ...season }} answer={answer} currency={currency} />
        <button type="submit" name="intent" value="season" className="button button-gold">
          Save<span className="visually-hidden"> the season {season.name}</span>
        </button>
      </Form>
      <details className="studio-confirm">
        <summary>
          Delete<span className="visually-hidden"> the season {season.name}</span>
        </summary>
        <Form method="post">
          <input type="hidden" name="seasonId" value={season.id} />
          <p>Its nights take the base rate again (nights priced by hand keep their price).</p>
          <button type="submit" name="intent" value="deleteSeason" className="button button-outline button-danger">
            Delete the season {season.name}
          </button>
        </Form>
      </details>
    </li>
  );
}

/** A new season of a room type; emptied once added (its key changes with the answer). */
export function NewSeasonForm({
  roomTypeId,
  roomName,
  answer,
  currency,
}: {
  roomTypeId: string;
  roomName: string;
  answer: PriceFormAnswer | undefined;
  currency: string;
}) {
  const target = `new-season-${roomTypeId}`;
  const headingId = `${target}-heading`;
  const key = answer?.ok && answer.target === target ? answer.message : target;
  return (
    <section className="studio-room" aria-labelledby={headingId}>
      <h3 id={headingId}>Add a season to the {roomName}</h3>
      <Form method="post" aria-labelledby={headingId} noValidate key={key}>
        <FormAnswer answer={answer} target={target} />
        <input type="hidden" name="roomTypeId" value={roomTypeId} />
        <SeasonFields form={target} values={refusalFor(answer, target)?.values ?? {}} answer={answer} currency={currency} />
        <button type="submit" name="intent" value="addSeason" className="button button-gold">
          Add the season<span className="visually-hidden"> to the {roomName}</span>
        </button>
      </Form>
    </section>
  );
}
