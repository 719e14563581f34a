import type { FieldErrors } from '~/studio/StudioField';
import { INCLUSION_LABELS, OFFER_FORM, offerInclusions, supplementField } from './offerInput';

interface Choice {
  id: string;
  name: string;
  city: string;
  currency: string;
}

const errorId = (name: string) => `${OFFER_FORM}-${name}-error`;

function FieldError({ name, errors }: { name: string; errors: FieldErrors }) {
  return errors[name] ? (
    <p id={errorId(name)} className="studio-field-error">
      {errors[name]}
    </p>
  ) : null;
}

/** What the offer includes: one checkbox each. */
export function InclusionChoices({ values, errors }: { values: Record<string, string | undefined>; errors: FieldErrors }) {
  const chosen = new Set((values.inclusions ?? '').split(',').filter(Boolean));
  return (
    <fieldset className="studio-fieldset" aria-describedby={errors.inclusions ? errorId('inclusions') : undefined}>
      <legend>Included</legend>
      <div className="studio-checks">
        {offerInclusions.map((inclusion) => (
          <div key={inclusion} className="field studio-check">
            <input id={`${OFFER_FORM}-inclusion-${inclusion}`} type="checkbox" name="inclusion" value={inclusion} defaultChecked={chosen.has(inclusion)} />
            <label htmlFor={`${OFFER_FORM}-inclusion-${inclusion}`}>{INCLUSION_LABELS[inclusion]}</label>
          </div>
        ))}
      </div>
      <FieldError name="inclusions" errors={errors} />
    </fieldset>
  );
}

/**
 * The hotels the offer applies to: a checkbox each, with the supplement for the stay in that
 * hotel's currency. At least one (the server says so on the field).
 */
export function HotelChoices({
  hotels,
  total,
  values,
  errors,
  focusFirst,
}: {
  hotels: readonly Choice[];
  total: number;
  values: Record<string, string | undefined>;
  errors: FieldErrors;
  /** The hotels field has the form's first problem: its first box takes the focus. */
  focusFirst: boolean;
}) {
  const chosen = new Set((values.hotels ?? '').split(',').filter(Boolean));
  return (
    <fieldset className="studio-fieldset" aria-describedby={errors.hotels ? errorId('hotels') : undefined}>
      <legend>Hotels and their supplements</legend>
      <p className="field-hint">The supplement is added once to the stay, in the hotel’s currency; empty for none.</p>
      <FieldError name="hotels" errors={errors} />
      <ul className="offer-hotels" role="list">
        {hotels.map((hotel, i) => {
          const supplement = supplementField(hotel.id);
          const supplementId = `${OFFER_FORM}-supplement-${hotel.id}`;
          return (
            <li key={hotel.id} className="offer-hotel">
              <div className="field studio-check">
                <input
                  id={`${OFFER_FORM}-hotel-${hotel.id}`}
                  type="checkbox"
                  name="hotel"
                  value={hotel.id}
                  defaultChecked={chosen.has(hotel.id)}
                  aria-invalid={errors.hotels ? true : undefined}
                  // eslint-disable-next-line jsx-a11y/no-autofocus -- the field with the problem, after the editor's own submission
                  autoFocus={focusFirst && i === 0}
                />
                <label htmlFor={`${OFFER_FORM}-hotel-${hotel.id}`}>
                  {hotel.name} <span className="studio-meta">{hotel.city}</span>
                </label>
              </div>
              <div className="field studio-field">
                <label htmlFor={supplementId}>Supplement ({hotel.currency})</label>
                <input
                  id={supplementId}
                  name={supplement}
                  defaultValue={values[supplement] ?? ''}
                  inputMode="decimal"
                  aria-invalid={errors[supplement] ? true : undefined}
                  aria-describedby={errors[supplement] ? errorId(supplement) : undefined}
                />
                <FieldError name={supplement} errors={errors} />
              </div>
            </li>
          );
        })}
      </ul>
      {total > hotels.length && (
        <p className="field-hint">
          Showing {hotels.length} of {total} hotels (the offer’s own and the first by name). Add others through the staff API: PATCH /api/staff/offers/{'{id}'}.
        </p>
      )}
    </fieldset>
  );
}
