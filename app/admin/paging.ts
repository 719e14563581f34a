/** The back office's lists show this many rows a page. */
export const PAGE_SIZE = 25;

/** The page a list URL asks for (`?page=2`), from 1; anything else is page 1. */
export function pageOf(url: URL): { page: number; offset: number } {
  const asked = url.searchParams.get('page');
  const page = asked && /^\d{1,6}$/.test(asked) && Number(asked) >= 1 ? Number(asked) : 1;
  return { page, offset: (page - 1) * PAGE_SIZE };
}

/** A search term from the URL, trimmed and at most 254 characters; '' when absent. */
export const searchOf = (url: URL, name = 'q') => (url.searchParams.get(name) ?? '').trim().slice(0, 254);

/** 'Nov 23, 2026, 05:40 UTC': the same on the server and in every browser (hydration). */
export function formatWhen(iso: string): string {
  const d = new Date(iso);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const two = (n: number) => String(n).padStart(2, '0');
  return `${months[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}, ${two(d.getUTCHours())}:${two(d.getUTCMinutes())} UTC`;
}
