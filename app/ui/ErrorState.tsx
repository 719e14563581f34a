import { Link } from 'react-router';

/** An error shown in place of the page content, with a way forward. */
export function ErrorState({ title, message, backTo }: { title: string; message?: string; backTo?: { href: string; label: string } }) {
  return (
    <section className="error-state container" role="alert">
      <h1>{title}</h1>
      {message && <p>{message}</p>}
      <p>
        <Link className="button button-outline" to={backTo?.href ?? '/'}>
          {backTo?.label ?? 'Back to the home page'}
        </Link>
      </p>
    </section>
  );
}
