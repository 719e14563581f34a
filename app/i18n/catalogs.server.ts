import type { Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { messageAreasFor } from '~/routeTable';
import { localeOfPath, type Locale } from './locales';
import { areasKey, partOfKey, type MessageArea } from './messageAreas';
import ar from './messages/ar.json';
import de from './messages/de.json';
import en from './messages/en.json';
import fr from './messages/fr.json';
import it from './messages/it.json';
import zh from './messages/zh.json';
import { pageUrl } from '~/lib/pageUrl';

/** The translations as written (ICU MessageFormat), one catalogue per language. */
export const catalogs: Record<Locale, Record<string, string>> = { en, fr, de, it, ar, zh };

const compiled = new Map<Locale, Messages>();

/**
 * A language's messages compiled for Lingui's runtime, once per process: the server's own texts
 * (mails, structured data) read them all; a page's data carries only its parts (`catalogPartOf`), in
 * its own language, and the browser needs no message compiler.
 */
export function messagesOf(locale: Locale): Messages {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = Object.fromEntries(Object.entries(catalogs[locale]).map(([key, text]) => [key, compileMessageOrThrow(text)]));
    compiled.set(locale, messages);
  }
  return messages;
}

const parts = new Map<string, Messages>();

/**
 * A part of the catalogue (app/i18n/messageAreas.ts): the shell's messages, which the root sends
 * with every page, or those of a page's areas, which the page's own loader sends
 * (`areaMessagesFor`). Compiled once per process for each language and part.
 */
export function catalogPartOf(locale: Locale, part: 'shell' | readonly MessageArea[]): Messages {
  const key = `${locale}:${part === 'shell' ? part : areasKey(part)}`;
  let messages = parts.get(key);
  if (!messages) {
    const wanted = new Set<string>(part === 'shell' ? ['shell'] : part);
    messages = Object.fromEntries(Object.entries(messagesOf(locale)).filter(([id]) => wanted.has(partOfKey(id))));
    parts.set(key, messages);
  }
  return messages;
}

/**
 * What a page's loader adds to its data as `areaMessages`: the messages of the areas its
 * app/routeTable.ts entry names, in the page's language. With the page's data, a link to the page
 * brings them, and a failed load leaves the shell's (its error texts are the shell's).
 */
export function areaMessagesFor(request: Request): Messages {
  const { pathname } = pageUrl(request);
  return catalogPartOf(localeOfPath(pathname), messageAreasFor(pathname));
}
