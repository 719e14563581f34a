import { lazy, Suspense, useEffect } from 'react';
import { data, isRouteErrorResponse, Links, Meta, Scripts, ScrollRestoration, useRouteError, useMatches, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { AuthProvider } from './accounts/AuthProvider';
import { BlogHero } from './blog/BlogHero';
import { userFromRequest } from './accounts/rootSession.server';
import { noteDataFailed } from './lib/pageData.server';
import { HotelListHero } from './hotels/HotelListHero';
import { NotFoundContent } from './layout/NotFoundContent';
import { PendingAwareOutlet } from './layout/PendingAwareOutlet';
import { SiteFooter } from './layout/SiteFooter';
import { SiteHeader } from './layout/SiteHeader';
import { LocaleAlternates } from './i18n/LocaleAlternates';
import { catalogPartOf } from './i18n/catalogs.server';
import { DEFAULT_LOCALE, LOCALE_INFO, localeOfPath, type Locale } from './i18n/locales';
import { publishedLocales } from './i18n/published.server';
import { pageMessagesFrom, pageMessagesWith, PageI18n, translatorFor, useT, type MessageKey, type PageMessages } from './i18n/translate';
import { earlySettingsScript } from './preferences/earlySettingsScript';
import { LocalEntriesStart } from './preferences/LocalEntriesStart';
import { publicOrigin } from './seo/origin.server';
import { site } from './site.config';
import { displayCurrencyOf } from './lib/displayCurrency';
import { markHydrated } from './lib/hydration';
import { useNonce } from './lib/nonce';
import { InlineStylesheet } from './styles/InlineStylesheet';
import { DEFAULT_THEME, themeScript } from './theme/theme';
import { ErrorState } from './ui/ErrorState';
import { Spinner } from './ui/Spinner';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>('root');
  // The loader's messages (its data type is their JSON form, the same values).
  const error = useRouteError();
  const shell = (rootData?.i18n as PageMessages | undefined) ?? errorMessages(error);
  // The shell's messages, and the page's areas from its own data (app/i18n/messageAreas.ts).
  const matches = useMatches();
  const page = shell && pageMessagesWith(shell, matches);
  const { tag, dir } = LOCALE_INFO[page?.locale ?? DEFAULT_LOCALE];
  return (
    // data-theme is the server's default; the head script swaps in the stored mode before paint.
    <html lang={tag} dir={dir === 'rtl' ? dir : undefined} data-theme={DEFAULT_THEME} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark light" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HEAD_SCRIPTS.theme }} suppressHydrationWarning />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HEAD_SCRIPTS.settings }} suppressHydrationWarning />
        <InlineStylesheet />
        <Meta />
        <Links />
        <LocaleAlternates origin={rootData?.origin} published={rootData?.published} />
      </head>
      <body>
        <PageI18n page={page ?? NO_MESSAGES}>
          <SkipLink />
          {/* Each Suspense boundary is hydrated in slices of a few milliseconds instead of one long
            task (docs/decisions/0020); nothing inside suspends, so the fallbacks never show. */}
          <AuthProvider initialUser={rootData?.user ?? null} serverFoundNoSession={rootData?.user === null && !rootData.sessionUnknown}>
            <Suspense>
              <SiteHeader />
            </Suspense>
            <main id="main" tabIndex={-1}>
              <Suspense>{children}</Suspense>
            </main>
            <Suspense>
              <SiteFooter currency={rootData?.currency ?? null} published={rootData?.published} />
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
        </PageI18n>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The head's inline scripts (the colour mode, the accessibility settings and the brand's faces before
 * the first paint; the footer's settings before hydration) run once, from the server's HTML. React
 * does not compare a script's inner HTML when it hydrates, so the browser's bundle leaves both
 * strings out (about 1.5 KB compressed on every route, issue 34's budget).
 */
const HEAD_SCRIPTS = import.meta.env.SSR ? { theme: themeScript, settings: earlySettingsScript } : { theme: '', settings: '' };

function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      {useT()('skip_to_content')}
    </a>
  );
}

/**
 * What shows only in the browser, after a delay or a tap: the cookie notice and the footer's two
 * settings dialogs. Their code loads after the page's first scripts, not with them (issue 23's
 * budget); the server renders them as before (it waits for every boundary: the two dialogs are in
 * the HTML, closed, so their buttons open them before that code has come, issue 34), and a page's
 * hydration mark waits for them too.
 */
const CookieBanner = lazy(() => import('./consent/CookieBanner'));
const CookieSettingsDialog = lazy(() => import('./consent/CookieSettingsDialog'));
const AccessibilityDialog = lazy(() => import('./preferences/AccessibilityDialog'));

/** Only when the root loader itself failed without its messages: the keys show, nothing breaks. */
const NO_MESSAGES: PageMessages = { locale: DEFAULT_LOCALE, messages: {} };

/** The messages a root loader's error response carries (the page's language, or English). */
function errorMessages(error: unknown): PageMessages | undefined {
  return isRouteErrorResponse(error) ? (error.data as { i18n?: PageMessages } | null)?.i18n : undefined;
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
  const locale = localeOfPath(pageUrl(request).pathname);
  const published = publishedLocales();
  // A language's pages exist once it is published (PUBLISHED_LOCALES, docs/decisions/0030): until
  // then its addresses answer the English 404. Errors carry the messages the error page is written in.
  if (!published.includes(locale)) throw data({ i18n: shellMessages(DEFAULT_LOCALE) }, { status: 404 });
  const i18n = shellMessages(locale);
  let sessionUnknown = false;
  // renderAs: a signed-in page kept for every visitor of a role, filled with each one's name (docs/decisions/0017).
  // A failed lookup renders the page signed out: such a page is never kept (app/lib/pageData.server.ts).
  const user =
    siteOf(context).renderAs ??
    (await userFromRequest(siteOf(context).db, request, () => {
      sessionUnknown = true;
      noteDataFailed(context);
    }));
  return {
    origin: publicOrigin(request),
    user,
    // Signed out because the lookup failed, not because there is no session: the browser keeps its own.
    sessionUnknown,
    // The page's language and the shell's messages (a page's loader adds its own areas'), and the languages the switch offers.
    i18n,
    // The footer's currency choice (the response cache keeps a page per choice: ADR 0019).
    currency: displayCurrencyOf(request.headers.get('cookie')),
    published,
  };
}

// Root data is read once, for the first paint; after that the browser's session (AuthProvider)
// decides. Not revalidating keeps the root out of every navigation's data request, so a failing
// page load stays that page's error, not the whole site's. A page's own messages come with its
// own data (app/i18n/catalogs.server.ts, areaMessagesFor).
export function shouldRevalidate() {
  return false;
}

/** What a page shows while a link to it loads: the hotel list only its hero, a hotel and a post a spinner. */
const pendingViews = {
  'hotel-list': <HotelListHero />,
  hotel: <PendingSpinner label="pending_hotel" />,
  'blog-list': <BlogHero />,
  post: <PendingSpinner label="pending_post" />,
};

function PendingSpinner({ label }: { label: MessageKey }) {
  return <Spinner label={useT()(label)} />;
}

export default function App() {
  return <PendingAwareOutlet views={pendingViews} />;
}

export function meta({ error, matches }: Route.MetaArgs) {
  const t = translatorFor(pageMessagesFrom(matches) ?? errorMessages(error) ?? NO_MESSAGES);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return [{ title: `${t('not_found_title')} | ${site.name}` }, { name: 'description', content: t('not_found_description') }];
  }
  return [{ title: site.name }, { name: 'description', content: t('site_description') }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return <ErrorState title={t('error_title')} message={t('error_message')} />;
}

const shellMessages = (locale: Locale): PageMessages => ({ locale, messages: catalogPartOf(locale, 'shell') });
