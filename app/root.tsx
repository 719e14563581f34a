import { isRouteErrorResponse, Links, Meta, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { AuthProvider } from './accounts/AuthProvider';
import { userFromRequest } from './accounts/rootSession.server';
import { PendingAwareOutlet } from './layout/PendingAwareOutlet';
import { SiteFooter } from './layout/SiteFooter';
import { SiteHeader } from './layout/SiteHeader';
import { site } from './site.config';
import { ErrorState } from './ui/ErrorState';
import './styles/global.css';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

// Marks the page as scripted before first paint, so CSS can fall back to a script-free layout
// (every tab panel visible) only when JavaScript is off.
const markScripted = "document.documentElement.classList.add('js')";

// The session cookie's user, so the header is rendered signed in on the first paint.
export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: await userFromRequest(context.db, request) };
}

// The user is read once, for the first paint; after that the browser's session (AuthProvider)
// decides. Not revalidating keeps the root out of every navigation's data request, so a failing
// page load stays that page's error, not the whole site's.
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script dangerouslySetInnerHTML={{ __html: markScripted }} />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <AuthProvider initialUser={rootData?.user ?? null}>
          <SiteHeader />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter />
        </AuthProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
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

