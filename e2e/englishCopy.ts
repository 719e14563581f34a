import { readFileSync } from 'node:fs';
import { casinoCategories as casinoCategoryKeys } from '../app/casino/casinoContent';

/**
 * The content modules' copy as the English pages show it: the modules hold catalogue keys
 * (app/i18n/messages), the English specs the texts of the spec.
 */
export const english = JSON.parse(readFileSync(new URL('../app/i18n/messages/en.json', import.meta.url), 'utf8')) as Record<string, string>;

const inEnglish = (key: string) => {
  const text = english[key];
  if (text === undefined) throw new Error(`No English text for ${key}`);
  return text;
};

export const casinoCategories = casinoCategoryKeys.map((c) => ({
  ...c,
  title: inEnglish(c.title),
  description: inEnglish(c.description),
  games: c.games.map(inEnglish),
  features: c.features.map(inEnglish),
  rules: inEnglish(c.rules),
}));
