/**
 * A page request's URL as its loader or action means it: React Router 8 hands them the raw request,
 * so a client-side navigation's data request arrives as `/rooms.data?_routes=…` (`/fr/_.data` for
 * `/fr/`) and a form posted to an index route carries `?index`. Without those, as React Router
 * normalises its own `url` argument: the language, the area's messages, a sign-in's way back and
 * the links a page builds from its query all read this.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.endsWith('/_.data') ? url.pathname.slice(0, -'_.data'.length) : url.pathname.replace(/\.data$/, '');
  url.searchParams.delete('_routes');
  if (url.searchParams.getAll('index').every((value) => value === '')) url.searchParams.delete('index');
  return url;
}
