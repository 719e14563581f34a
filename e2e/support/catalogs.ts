import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** A language's message catalogue (app/i18n/messages); `zh-Hans` reads `zh`. */
export const catalogOf = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../../app/i18n/messages/${lang.slice(0, 2)}.json`, import.meta.url), 'utf8')) as Record<string, string>;

export const english = catalogOf('en');
const messageKeys = Object.keys(english);

/** The message keys a text shows: a page that shows one did not get that message in its data (app/i18n/messageAreas.ts). */
export const keysIn = (text: string) => messageKeys.filter((key) => new RegExp(`\\b${key}\\b`).test(text));

/**
 * The English sentences of the messages whose keys match `keys` (no values, several words): none
 * may show on a translated page. With `lang`, leaves out those that language writes the same
 * (German's "Progressive Jackpots").
 */
export function englishSentences(keys: RegExp, lang?: string): string[] {
  const own = lang ? catalogOf(lang) : {};
  return Object.entries(english)
    .filter(([key, text]) => keys.test(key) && own[key] !== text && !text.includes('{') && text.trim().includes(' '))
    .map(([, text]) => text.trim());
}

/** Console errors and uncaught exceptions on the page from now on, except those `expected` matches. */
export function watchErrors(page: Page, expected?: RegExp): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected?.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The main content's text (hidden parts too) without what may stay English: scripts, elements
 * marked lang="en" (a text not translated yet) and what `alsoLeaveOut` selects.
 */
export function translatedText(page: Page, alsoLeaveOut?: string): Promise<string> {
  return page.locator('main').evaluate(
    (main, selector) => {
      const copy = main.cloneNode(true) as HTMLElement;
      copy.querySelectorAll(selector).forEach((el) => el.remove());
      return copy.textContent ?? '';
    },
    ['[lang="en"]', 'script', ...(alsoLeaveOut ? [alsoLeaveOut] : [])].join(', '),
  );
}
