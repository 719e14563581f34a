import { Suspense, useEffect } from 'react';
import { isRouteErrorResponse, Links, Meta, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { AuthProvider } from './accounts/AuthProvider';
import { BlogHero } from './blog/BlogHero';
import { userFromRequest } from './accounts/rootSession.server';
import { noteDataFailed } from './lib/pageData.server';
import { CookieBanner } from './consent/CookieBanner';
import { CookieSettingsDialog } from './consent/CookieSettings';
import { AccessibilityDialog } from './preferences/AccessibilitySettings';
import { HotelListHero } from './hotels/HotelListHero';
import { NotFoundContent } from './layout/NotFoundContent';
import { PendingAwareOutlet } from './layout/PendingAwareOutlet';
import { SiteFooter } from './layout/SiteFooter';
import { SiteHeader } from './layout/SiteHeader';
import { LocalEntriesStart } from './preferences/LocalEntriesStart';
import { publicOrigin } from './seo/origin.server';
import { site } from './site.config';
import { displayCurrencyOf } from './lib/displayCurrency';
import { markHydrated } from './lib/hydration';
import { useNonce } from './lib/nonce';
import { fontPreloads } from './styles/fonts';
import { InlineStylesheet } from './styles/InlineStylesheet';
import { DEFAULT_THEME, themeScript } from './theme/theme';
import { ErrorState } from './ui/ErrorState';
import { Spinner } from './ui/Spinner';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }, ...fontPreloads];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>('root');
  return (
    // data-theme is the server's default; the head script swaps in the stored mode before paint.
    <html lang="en" data-theme={DEFAULT_THEME} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark light" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeScript }} />
        <InlineStylesheet />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {/* Each Suspense boundary is hydrated in slices of a few milliseconds instead of one long
            task (docs/decisions/0020); nothing inside suspends, so the fallbacks never show. */}
        <AuthProvider initialUser={rootData?.user ?? null}>
          <Suspense>
            <SiteHeader />
          </Suspense>
          <main id="main" tabIndex={-1}>
            <Suspense>{children}</Suspense>
          </main>
          <Suspense>
            <SiteFooter currency={rootData?.currency ?? null} />
          </Suspense>
        </AuthProvider>
        <Suspense>
          <CookieBanner />
          {/* The footer's settings dialogs, outside the always-dark footer so they take the page's theme. */}
          <AccessibilityDialog />
          <CookieSettingsDialog />
          <LocalEntriesStart />
          <HydratedMark />
        </Suspense>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * Marks `<html data-hydrated>` once React has hydrated the page, the last boundary included: the
 * enhancements run from here on (the controls work as HTML before, ADR 0013). Tests about an
 * enhancement wait for it (waitForHydration in e2e/fixtures.ts), and measure:first-tap times it.
 */
function HydratedMark() {
  useEffect(markHydrated, []);
  return null;
}

/**
 * The public origin (canonical URLs, structured data) and the session cookie's user, so the header
 * is rendered signed in on the first paint.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // renderAs: a signed-in page kept for every visitor of a role, filled with each one's name (docs/decisions/0017).
  return {
    origin: publicOrigin(request),
    // A failed lookup renders the page signed out: such a page is never kept (app/lib/pageData.server.ts).
    user: context.renderAs ?? (await userFromRequest(context.db, request, () => noteDataFailed(context))),
    // The footer's currency choice (the response cache keeps a page per choice: ADR 0019).
    currency: displayCurrencyOf(request.headers.get('cookie')),
  };
}

// Root data is read once, for the first paint; after that the browser's session (AuthProvider)
// decides. Not revalidating keeps the root out of every navigation's data request, so a failing
// page load stays that page's error, not the whole site's.
export function shouldRevalidate() {
  return false;
}

/** What a page shows while a link to it loads: the hotel list only its hero, a hotel and a post a spinner. */
const pendingViews = {
  'hotel-list': <HotelListHero />,
  hotel: <Spinner label="Loading hotel details" />,
  'blog-list': <BlogHero />,
  post: <Spinner label="Loading article" />,
};

export default function App() {
  return <PendingAwareOutlet views={pendingViews} />;
}

export function meta({ error }: Route.MetaArgs) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return [{ title: `Page not found | ${site.name}` }, { name: 'description', content: 'The page you asked for does not exist.' }];
  }
  return [{ title: site.name }, { name: 'description', content: site.description }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return <ErrorState title="Something went wrong" message="Please try again in a moment." />;
}
