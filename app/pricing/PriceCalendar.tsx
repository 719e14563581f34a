import { Link } from 'react-router';
import { formatMonth, formatWeekday, weekdayNames } from '~/i18n/format';
import { DEFAULT_LOCALE, localizedPath } from '~/i18n/locales';
import { formatAmount } from '~/domain/currency';
import { numberIn } from '~/domain/localFormat';
import { useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { unitsOf } from '~/lib/money';
import { stayPriceIn } from '~/domain/stayFormat';
import { hotelStayPath } from '~/domain/stayLinks';
import { addDays } from '~/domain/stay';
import type { CalendarDay } from './calendar.server';

/** The days grouped by month, each month padded to start on its Monday column. */
function months(days: CalendarDay[]): { month: string; cells: (CalendarDay | null)[] }[] {
  const out: { month: string; cells: (CalendarDay | null)[] }[] = [];
  for (const day of days) {
    const month = day.date.slice(0, 7);
    let current = out.at(-1);
    if (current?.month !== month) {
      // Monday first: getUTCDay's Sunday (0) is the seventh column.
      const lead = (new Date(`${day.date}T00:00:00Z`).getUTCDay() + 6) % 7;
      current = { month, cells: Array.from({ length: lead }, () => null) };
      out.push(current);
    }
    current.cells.push(day);
  }
  return out;
}

const weeksOf = <T,>(cells: T[]) => Array.from({ length: Math.ceil(cells.length / 7) }, (_, w) => cells.slice(w * 7, w * 7 + 7));

/**
 * The hotel's next days as month grids (issue 31): for the party, the lowest price of a night
 * starting each day, sold-out days marked, each day a link that sets the arrival date in Book Your
 * Stay (keeping the stay's length). Plain tables and links: works before the scripts and without
 * them; the tables follow the page's direction in Arabic.
 */
export function PriceCalendar({
  days,
  hotel,
  guests,
  nights,
}: {
  days: CalendarDay[];
  hotel: { slug: string; country: string };
  guests: number;
  nights: number;
}) {
  const t = useT();
  const locale = useLocale();
  const weekdays = weekdayNames(locale);
  if (days.length === 0) return null;
  return (
    <section className="price-calendar" aria-labelledby="calendar-heading" id="price-calendar">
      <h2 id="calendar-heading">{t('rates_calendar_heading')}</h2>
      <p className="muted">{t('rates_calendar_lead', { count: guests, currency: days[0]!.currency })}</p>
      <div className="price-calendar-months">
        {months(days).map(({ month, cells }) => (
          <table key={month} className="price-calendar-month">
            <caption>{formatMonth(`${month}-01`, locale)}</caption>
            <thead>
              <tr>
                {weekdays.map((name) => (
                  <th key={name} scope="col" abbr={name}>
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeksOf(cells).map((week, w) => (
                <tr key={w}>
                  {Array.from({ length: 7 }, (_, i) => week[i] ?? null).map((day, i) => (
                    <td key={day?.date ?? `empty-${i}`}>{day && <CalendarCell day={day} hotel={hotel} guests={guests} nights={nights} />}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </section>
  );
}

function CalendarCell({ day, hotel, guests, nights }: { day: CalendarDay; hotel: { slug: string; country: string }; guests: number; nights: number }) {
  const t = useT();
  const locale = useLocale();
  const dayNumber = String(Number(day.date.slice(8)));
  const fullDate = formatWeekday(day.date, locale);
  if (day.lowestMinor === null) {
    return (
      <span className="price-calendar-day sold-out">
        <span aria-hidden="true">{dayNumber}</span>
        <span aria-hidden="true" className="price-calendar-price">
          —
        </span>
        <span className="visually-hidden">{t('rates_calendar_sold_out', { date: fullDate })}</span>
      </span>
    );
  }
  const units = Math.round(unitsOf(day.lowestMinor, day.currency));
  const price = stayPriceIn(locale, units, hotel, day.currency);
  // The amount alone in the cell (the lead names the currency); the whole price for a screen reader.
  const amount = locale === DEFAULT_LOCALE ? formatAmount(units, hotel.country) : numberIn(locale, units);
  const stay = { checkIn: day.date, checkOut: addDays(day.date, nights), guests };
  return (
    <Link className="price-calendar-day" to={`${localizedPath(locale, hotelStayPath(hotel.slug, stay))}#book-your-stay`} preventScrollReset>
      <span aria-hidden="true">{dayNumber}</span>
      <span aria-hidden="true" className="price-calendar-price">
        {amount}
      </span>
      <span className="visually-hidden">{t('rates_calendar_day', { date: fullDate, price })}</span>
    </Link>
  );
}
