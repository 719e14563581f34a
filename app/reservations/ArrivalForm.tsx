import { Form, useNavigation } from 'react-router';
import { useT, type MessageKey } from '~/i18n/translate';
import { ButtonSpinner, FormAlert } from '~/ui/forms';
import { bedPreferences, DIETARY_MAX, stayOccasions, type Arrival, type ArrivalDetails, type BedPreference, type StayOccasion } from './arrival';

export const BED_KEYS: Record<BedPreference, MessageKey> = { double: 'stays_arrival_bed_double', twin: 'stays_arrival_bed_twin' };
export const OCCASION_KEYS: Record<StayOccasion, MessageKey> = {
  birthday: 'stays_arrival_occasion_birthday',
  anniversary: 'stays_arrival_occasion_anniversary',
  honeymoon: 'stays_arrival_occasion_honeymoon',
  business: 'stays_arrival_occasion_business',
  other: 'stays_arrival_occasion_other',
};

/**
 * Before arrival: the time the guest arrives (the hotel's local time), the bed they prefer, the
 * occasion and dietary needs, for the concierge to prepare. A plain form; while the stay takes them,
 * the details can be changed again; afterwards they are shown as given.
 */
export function ArrivalSection({
  arrival,
  open,
  action,
  problem,
  values,
  city,
}: {
  arrival: Arrival | null;
  /** The stay still takes details (requested or confirmed, before its check-out day). */
  open: boolean;
  action: string;
  problem: { key: MessageKey; field: keyof ArrivalDetails } | null;
  /** What was sent with a refusal, kept in the fields. */
  values: Partial<Record<keyof ArrivalDetails, string>> | null;
  city: string;
}) {
  const t = useT();
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'arrival';
  if (!open && !arrival) return null;
  const value = (field: keyof ArrivalDetails) => values?.[field] ?? arrival?.[field] ?? '';
  const invalid = (field: keyof ArrivalDetails) => (problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': 'arrival-error' } : {});
  return (
    <section className="card stay-section" id="arrival" aria-labelledby="arrival-heading">
      <h2 id="arrival-heading">{t('stays_arrival_heading')}</h2>
      {!open ? (
        <dl className="reservation-facts">
          <ArrivalFacts arrival={arrival!} />
        </dl>
      ) : (
        <Form method="post" action={`${action}#arrival`} className="arrival-form" preventScrollReset aria-labelledby="arrival-heading">
          <p className="muted">{t('stays_arrival_lead')}</p>
          <input type="hidden" name="intent" value="arrival" />
          <FormAlert id="arrival-error" message={problem ? t(problem.key, { max: DIETARY_MAX }) : null} />
          <div className="arrival-fields">
            <div className="field">
              <label htmlFor="arrival-time">{t('stays_arrival_time')}</label>
              <input
                id="arrival-time"
                name="arrivalTime"
                type="time"
                required
                defaultValue={value('arrivalTime')}
                aria-describedby="arrival-time-hint"
                {...invalid('arrivalTime')}
              />
              <p id="arrival-time-hint" className="field-hint">
                {t('stays_arrival_time_hint', { city })}
              </p>
            </div>
            <div className="field">
              <label htmlFor="arrival-occasion">
                {t('stays_arrival_occasion')} <span className="optional">{t('stays_optional')}</span>
              </label>
              <select id="arrival-occasion" name="occasion" defaultValue={value('occasion')} {...invalid('occasion')}>
                <option value="">{t('stays_arrival_occasion_none')}</option>
                {stayOccasions.map((o) => (
                  <option key={o} value={o}>
                    {t(OCCASION_KEYS[o])}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <fieldset className="field arrival-beds">
            <legend>{t('stays_arrival_bed')}</legend>
            <label>
              <input type="radio" name="bed" value="" defaultChecked={!value('bed')} /> {t('stays_arrival_bed_any')}
            </label>
            {bedPreferences.map((b) => (
              <label key={b}>
                <input type="radio" name="bed" value={b} defaultChecked={value('bed') === b} /> {t(BED_KEYS[b])}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor="arrival-dietary">
              {t('stays_arrival_dietary')} <span className="optional">{t('stays_optional')}</span>
            </label>
            <textarea id="arrival-dietary" name="dietary" rows={2} maxLength={DIETARY_MAX} defaultValue={value('dietary')} {...invalid('dietary')} />
          </div>
          <button type="submit" className="button button-outline" disabled={saving}>
            {saving && <ButtonSpinner />}
            {t(arrival ? 'stays_arrival_update' : 'stays_arrival_save')}
          </button>
        </Form>
      )}
    </section>
  );
}

/** The details as given, as definition list rows. */
export function ArrivalFacts({ arrival }: { arrival: Arrival }) {
  const t = useT();
  return (
    <>
      <div>
        <dt>{t('stays_arrival_time')}</dt>
        <dd>{arrival.arrivalTime}</dd>
      </div>
      <div>
        <dt>{t('stays_arrival_bed')}</dt>
        <dd>{arrival.bed ? t(BED_KEYS[arrival.bed]) : t('stays_arrival_bed_any')}</dd>
      </div>
      <div>
        <dt>{t('stays_arrival_occasion')}</dt>
        <dd>{arrival.occasion ? t(OCCASION_KEYS[arrival.occasion]) : t('stays_arrival_occasion_none')}</dd>
      </div>
      {arrival.dietary && (
        <div className="reservation-wide">
          <dt>{t('stays_arrival_dietary')}</dt>
          <dd>{arrival.dietary}</dd>
        </div>
      )}
    </>
  );
}
