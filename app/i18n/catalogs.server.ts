import type { Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Locale } from './locales';
import { areasKey, partOfKey, type MessageArea } from './messageAreas';
import ar from './messages/ar.json';
import de from './messages/de.json';
import en from './messages/en.json';
import fr from './messages/fr.json';
import it from './messages/it.json';
import zh from './messages/zh.json';

/** The translations as written (ICU MessageFormat), one catalogue per language. */
export const catalogs: Record<Locale, Record<string, string>> = { en, fr, de, it, ar, zh };

const compiled = new Map<Locale, Messages>();

/**
 * A language's messages compiled for Lingui's runtime, once per process: the server's own texts
 * (mails, structured data) read them all; a page's data carries its part (`pageMessagesOf`), in its
 * own language only, and the browser needs no message compiler.
 */
export function messagesOf(locale: Locale): Messages {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = Object.fromEntries(Object.entries(catalogs[locale]).map(([key, text]) => [key, compileMessageOrThrow(text)]));
    compiled.set(locale, messages);
  }
  return messages;
}

const pages = new Map<string, Messages>();

/**
 * What a page's data carries: the shell's messages and those of the page's areas
 * (app/i18n/messageAreas.ts), compiled once per process for each language and set of areas.
 */
export function pageMessagesOf(locale: Locale, areas: readonly MessageArea[]): Messages {
  const key = `${locale}:${areasKey(areas)}`;
  let messages = pages.get(key);
  if (!messages) {
    const wanted = new Set<string>(['shell', ...areas]);
    messages = Object.fromEntries(Object.entries(messagesOf(locale)).filter(([id]) => wanted.has(partOfKey(id))));
    pages.set(key, messages);
  }
  return messages;
}
