/**
 * An upcoming event as the API and the events page show it (docs/product/api.md, "event"); its date
 * is YYYY-MM-DD. The API's schema (events.api.server.ts) is checked against it.
 */
export interface ResortEvent {
  _id: string;
  title: string;
  date: string;
  location: string;
  description: string;
  category: string;
  /** URL path of the picture. */
  image: string;
}

/** The calendar day (UTC) of an instant, as YYYY-MM-DD. */
export const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);
