import type { MessageKey } from '~/i18n/translate';

/**
 * The Responsible Gaming page's copy (docs/product/requirements.md section 2), as catalogue keys
 * (`gaming_…`, app/i18n/messages): the page shows them in its language.
 */

export const gamingTips: readonly { title: MessageKey; description: MessageKey }[] = [
  { title: 'gaming_tip_budget', description: 'gaming_tip_budget_text' },
  { title: 'gaming_tip_time', description: 'gaming_tip_time_text' },
  { title: 'gaming_tip_losses', description: 'gaming_tip_losses_text' },
  { title: 'gaming_tip_entertainment', description: 'gaming_tip_entertainment_text' },
  { title: 'gaming_tip_balance', description: 'gaming_tip_balance_text' },
];

export const gamingGuidelines: readonly { title: MessageKey; description: MessageKey }[] = [
  { title: 'gaming_guideline_age', description: 'gaming_guideline_age_text' },
  { title: 'gaming_guideline_exclusion', description: 'gaming_guideline_exclusion_text' },
  { title: 'gaming_guideline_limits', description: 'gaming_guideline_limits_text' },
];

/** The organisations, by their own (English) names. */
export const supportResources: readonly { name: string; description: MessageKey; href: string }[] = [
  { name: 'GamCare', description: 'gaming_resource_gamcare_text', href: 'https://www.gamcare.org.uk/' },
  { name: 'Gamblers Anonymous', description: 'gaming_resource_ga_text', href: 'https://www.gamblersanonymous.org/' },
  { name: 'BeGambleAware', description: 'gaming_resource_gambleaware_text', href: 'https://www.begambleaware.org/' },
];
