import { isRouteErrorResponse, Links, Meta, Scripts, ScrollRestoration, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/root';
import { PendingAwareOutlet } from './layout/PendingAwareOutlet';
import { SiteFooter } from './layout/SiteFooter';
import { SiteHeader } from './layout/SiteHeader';
import { publicOrigin } from './seo/origin.server';
import { site } from './site.config';
import { useNonce } from './lib/nonce';
import { ErrorState } from './ui/ErrorState';
import './styles/global.css';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

// Marks the page as scripted before first paint, so CSS can fall back to a script-free layout
// (every tab panel visible) only when JavaScript is off.
const markScripted = "document.documentElement.classList.add('js')";

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: markScripted }} />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The public origin, for canonical URLs and structured data in every page's meta. */
export function loader({ request }: Route.LoaderArgs) {
  return { origin: publicOrigin(request) };
}

// Reload root data only after a form submission; a link to another page leaves it unchanged, and
// a failing page request is then the failing page's own error (its boundary shows the spec's text).
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && defaultShouldRevalidate;
}

export default function App() {
  return <PendingAwareOutlet />;
}

export function meta() {
  return [{ title: site.name }, { name: 'description', content: site.description }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ErrorState
      title={notFound ? 'Page not found' : 'Something went wrong'}
      message={notFound ? 'The page you asked for does not exist.' : 'Please try again in a moment.'}
    />
  );
}

