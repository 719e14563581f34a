import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA: what every page must pass. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The rules a colour can fail. The themes differ in colours alone (tokens.css keys the palette off
 * prefers-color-scheme; the markup is the same), so the second theme needs only these.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

type Theme = 'dark' | 'light';

interface AxeOptions {
  /** The theme the page is shown in: the light one is judged by the colour rules alone (every rule ran in the dark one). */
  theme?: Theme;
  /** A part of the page to judge (a CSS selector) instead of the whole. */
  include?: string;
  /** Axe's best practices too, beside WCAG's rules. */
  bestPractices?: boolean;
}

interface Run {
  /** Only these rules (ids); otherwise the tags, or every rule when neither is given. */
  rules?: string[];
  tags?: string[];
  include?: string;
}

/**
 * Axe in the page itself, injected once per document and run there (`axe.run`). The site has no
 * frames, so the frame-by-frame run of `@axe-core/playwright` bought nothing and cost most of each
 * check: it evaluated axe's 600 KB source again before every run and finished every run in a new
 * blank tab (docs/decisions/0057). Measured on the hotel page (2026-12-06, two busy cores): a full run 2.4-3.3 s that way,
 * 0.36-0.47 s this way; the colour rules 1.4 s against 0.19 s.
 */
export async function runAxe(page: Page, { rules, tags, include }: Run = {}): Promise<axe.AxeResults> {
  if (!(await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object'))) await page.evaluate(axe.source);
  const options: axe.RunOptions = rules ? { runOnly: { type: 'rule', values: rules } } : tags ? { runOnly: { type: 'tag', values: tags } } : {};
  return page.evaluate(
    ([selector, runOptions]) => (window as unknown as { axe: typeof axe }).axe.run(selector ? { include: [selector] } : document, runOptions),
    [include ?? null, options] as const,
  );
}

/**
 * What axe finds on the page as it is now, one line per rule (its id and the elements), empty when
 * nothing: `expect(await axeViolations(page, { theme })).toEqual([])`. A full run takes two to
 * three times a run of the colour rules.
 */
export async function axeViolations(page: Page, { theme, include, bestPractices = false }: AxeOptions = {}): Promise<string[]> {
  const results = await runAxe(page, theme === 'light' ? { rules: COLOUR_RULES, include } : bestPractices ? { include } : { tags: WCAG_AA, include });
  return results.violations.map((v) => `${theme ? `${theme}: ` : ''}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
