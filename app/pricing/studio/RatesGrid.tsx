import { formatUtcDate } from '~/lib/dates';
import { amountText } from './priceForms';
import type { RatesGrid as Grid } from './ratesGrid.server';

/** The nights grouped by month, for the header's first row. */
function months(nights: readonly string[]) {
  const groups: { label: string; span: number }[] = [];
  for (const night of nights) {
    const label = formatUtcDate(night, 'MMMM yyyy');
    const last = groups.at(-1);
    if (last?.label === label) last.span++;
    else groups.push({ label, span: 1 });
  }
  return groups;
}

/**
 * Room types by night: each cell the night's Flexible price. Nights priced by hand and season nights
 * are marked by a sign and words (read by screen readers), not by colour alone. The grid scrolls
 * inside its own box (focusable, so the keyboard scrolls it too); the room types' column stays put.
 */
export function RatesGrid({ grid }: { grid: Grid }) {
  const { nights, roomTypes, hotel } = grid;
  const captionId = 'rates-grid-caption';
  return (
    // A scrolling box without links or fields must take the focus, or the keyboard cannot scroll it (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="rates-grid-box" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="rates-grid">
        <caption id={captionId}>
          Flexible price per night in {hotel.currency}, {formatUtcDate(nights[0]!, 'd MMMM yyyy')} to {formatUtcDate(nights.at(-1)!, 'd MMMM yyyy')}
        </caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={2} className="rates-grid-room">
              Room type
            </th>
            {months(nights).map((m) => (
              <th key={m.label} scope="colgroup" colSpan={m.span} className="rates-grid-month">
                <span>{m.label}</span>
              </th>
            ))}
          </tr>
          <tr>
            {nights.map((night) => (
              <th key={night} scope="col" className={`rates-grid-day${[5, 6].includes(new Date(`${night}T00:00:00Z`).getUTCDay()) ? ' is-weekend' : ''}`}>
                <abbr title={formatUtcDate(night, 'EEEE d MMMM yyyy')}>
                  <span className="rates-grid-weekday">{formatUtcDate(night, 'EEE')}</span> {formatUtcDate(night, 'd')}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {roomTypes.map((room) => (
            <tr key={room.id}>
              <th scope="row" className="rates-grid-room">
                {room.name}
              </th>
              {room.nights.map((n) => (
                <td key={n.date} className={`is-${n.source}${n.weekend ? ' is-weekend' : ''}`} data-night={n.date} title={n.season ?? undefined}>
                  {n.source === 'hand' && <span aria-hidden="true">✎ </span>}
                  {n.source === 'season' && <span aria-hidden="true">◆ </span>}
                  {amountText(n.amountMinor, hotel.currency)}
                  {n.source === 'hand' && <span className="visually-hidden"> (priced by hand)</span>}
                  {n.season && <span className="visually-hidden"> ({n.season} season)</span>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What the signs and shades of the grid mean. */
export function RatesLegend() {
  return (
    <ul className="rates-legend" role="list" aria-label="Key">
      <li>
        <span className="rates-swatch is-hand" aria-hidden="true">
          ✎
        </span>{' '}
        priced by hand
      </li>
      <li>
        <span className="rates-swatch is-season" aria-hidden="true">
          ◆
        </span>{' '}
        a season’s rate
      </li>
      <li>
        <span className="rates-swatch is-base" aria-hidden="true" /> base rate
      </li>
      <li>
        <span className="rates-swatch is-weekend" aria-hidden="true" /> Friday and Saturday nights (the weekend difference applies)
      </li>
    </ul>
  );
}
