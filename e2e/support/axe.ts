import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA: what every page must pass. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

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

/**
 * What axe finds on the page as it is now, one line per rule (its id and the elements), empty when
 * nothing: `expect(await axeViolations(page, { theme })).toEqual([])`. A full run takes three to
 * ten times a run of the colour rules, and the tests' time on CI is mostly axe's.
 */
export async function axeViolations(page: Page, { theme, include, bestPractices = false }: AxeOptions = {}): Promise<string[]> {
  let axe = new AxeBuilder({ page });
  if (include) axe = axe.include(include);
  if (theme === 'light') axe = axe.withRules(COLOUR_RULES);
  else if (!bestPractices) axe = axe.withTags(WCAG_AA);
  const results = await axe.analyze();
  return results.violations.map((v) => `${theme ? `${theme}: ` : ''}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
