/** An upcoming event as the API and the events page show it (docs/product/api.md, "event"). */
export interface ResortEvent {
  _id: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  location: string;
  description: string;
  category: string;
  image: string;
}

/** The calendar day (UTC) of an instant, as YYYY-MM-DD. */
export const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);
