import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { LinguiContext, useLingui, type I18nContext } from '@lingui/react';
import { useMemo } from 'react';
import type en from './messages/en.json';
import type { Locale } from './locales';

/** A message's key: the English catalogue's, so a mistyped key fails the type check. */
export type MessageKey = keyof typeof en;
export type Translate = (key: MessageKey, values?: Record<string, unknown>) => string;

/** What the root loader sends for the page's language (app/i18n/catalogs.server.ts). */
export interface PageMessages {
  locale: Locale;
  messages: Messages;
}

const instances = new WeakMap<Messages, I18n>();
function i18nOf({ locale, messages }: PageMessages): I18n {
  let i18n = instances.get(messages);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: messages } });
    instances.set(messages, i18n);
  }
  return i18n;
}

const translator =
  (i18n: I18n): Translate =>
  (key, values) =>
    i18n._(key, values);

/**
 * Gives the page's messages to every component below (useT). A link to a page with other areas of
 * the catalogue brings other messages, and with them a new context: Lingui's own provider keeps its
 * first instance until the locale changes, so the new page would show keys.
 */
export function PageI18n({ page, children }: { page: PageMessages; children: React.ReactNode }) {
  const context = useMemo((): I18nContext => {
    const i18n = i18nOf(page);
    return { i18n, _: i18n.t.bind(i18n) };
  }, [page]);
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}

/** The page's messages: `t('nav_hotels')`, `t('home_since', { year })`. */
export function useT(): Translate {
  return translator(useLingui().i18n);
}

/** For meta functions, which get the root's data rather than React context. */
export function translatorFor(page: PageMessages): Translate {
  return translator(i18nOf(page));
}

type Match = { id: string; loaderData?: unknown } | undefined;

/** The messages of the page's areas, which its own loader sends as `areaMessages` (app/i18n/catalogs.server.ts). */
function areaMessagesOf(matches: ReadonlyArray<Match>): Messages | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const areas = (matches[i]?.loaderData as { areaMessages?: Messages } | null | undefined)?.areaMessages;
    if (areas) return areas;
  }
  return undefined;
}

const combined = new WeakMap<Messages, WeakMap<Messages, PageMessages>>();

/**
 * The shell's messages (the root's data) with the page's areas (its own data), one object per pair
 * so the Lingui instance is made once per page. Without the page's data (a failed load), the shell's.
 */
export function pageMessagesWith(shell: PageMessages, matches: ReadonlyArray<Match>): PageMessages {
  const areas = areaMessagesOf(matches);
  if (!areas) return shell;
  let byAreas = combined.get(shell.messages);
  if (!byAreas) combined.set(shell.messages, (byAreas = new WeakMap()));
  let page = byAreas.get(areas);
  if (!page) byAreas.set(areas, (page = { locale: shell.locale, messages: { ...shell.messages, ...areas } }));
  return page;
}

/** The page's messages, from a meta function's `matches`. */
export function pageMessagesFrom(matches: ReadonlyArray<Match>): PageMessages | undefined {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { i18n?: PageMessages } | undefined;
  return root?.i18n && pageMessagesWith(root.i18n, matches);
}
