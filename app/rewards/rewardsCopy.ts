import type { MessageKey } from '~/i18n/translate';
import type { RewardTier } from './rewardsContent';

/**
 * What the rewards page says of each tier (docs/product/requirements.md section 2), as catalogue
 * keys (`rewards_…`, app/i18n/messages): its name, how it is reached and its benefits, in the page's
 * language. Apart from rewardsContent.ts, so the account page, which shows a member's tier by its
 * English name, does not carry these texts.
 */
export const tierCopy: Record<RewardTier['name'], { label: MessageKey; qualification: MessageKey; benefits: readonly MessageKey[] }> = {
  Ivory: {
    label: 'rewards_ivory',
    qualification: 'rewards_ivory_qualification',
    benefits: ['rewards_ivory_rates', 'rewards_ivory_welcome', 'rewards_ivory_checkout', 'rewards_ivory_newsletter'],
  },
  Gold: {
    label: 'rewards_gold',
    qualification: 'rewards_gold_qualification',
    benefits: ['rewards_gold_everything', 'rewards_late_checkout', 'rewards_gold_upgrade', 'rewards_gold_spa', 'rewards_gold_dining'],
  },
  Sovereign: {
    label: 'rewards_sovereign',
    qualification: 'rewards_sovereign_qualification',
    benefits: ['rewards_sovereign_everything', 'rewards_sovereign_host', 'rewards_sovereign_vip', 'rewards_sovereign_invitations'],
  },
};
