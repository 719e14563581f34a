import { Link } from 'react-router';
import { mainNavigation } from '~/site.config';

/** The page for an unknown URL: a calm apology and the ways on. */
export function NotFoundContent() {
  return (
    <section className="not-found container" role="alert" aria-labelledby="not-found-title">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <div className="deco-rule" aria-hidden="true" />
      <h1 id="not-found-title">Page not found</h1>
      <p className="lead">The page you asked for does not exist. It may have moved, or the address may be mistyped.</p>
      <p className="hero-actions">
        <Link className="button button-gold" to="/">
          Back to the home page
        </Link>
        <Link className="button button-outline" to="/rooms">
          Explore Hotels
        </Link>
      </p>
      <nav aria-label="Popular pages">
        <ul className="inline-links">
          {mainNavigation.map((item) => (
            <li key={item.href}>
              <Link to={item.href}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
