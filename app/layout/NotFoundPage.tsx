import { data } from 'react-router';

/** Any URL no route matches: answered with HTTP 404 and the root error page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundPage() {
  return null;
}
