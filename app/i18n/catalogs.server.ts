import type { Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Locale } from './locales';
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
 * A language's messages compiled for Lingui's runtime, once per process: the page's data carries
 * them, so a page ships its own language only and the browser needs no message compiler.
 */
export function messagesOf(locale: Locale): Messages {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = Object.fromEntries(Object.entries(catalogs[locale]).map(([key, text]) => [key, compileMessageOrThrow(text)]));
    compiled.set(locale, messages);
  }
  return messages;
}
