import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
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

/** Gives the page's messages to every component below (useT). */
export function PageI18n({ page, children }: { page: PageMessages; children: React.ReactNode }) {
  const i18n = useMemo(() => i18nOf(page), [page]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** The page's messages: `t('nav_hotels')`, `t('home_since', { year })`. */
export function useT(): Translate {
  return translator(useLingui().i18n);
}

/** For meta functions, which get the root's data rather than React context. */
export function translatorFor(page: PageMessages): Translate {
  return translator(i18nOf(page));
}

/** The root match's messages, from a meta function's `matches`. */
export function pageMessagesFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): PageMessages | undefined {
  const root = matches.find((m) => m?.id === 'root')?.data as { i18n?: PageMessages } | undefined;
  return root?.i18n;
}
