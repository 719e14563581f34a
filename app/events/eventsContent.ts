import type { DecoIconName } from '~/ui/DecoIcon';

/** The events page's four categories (docs/product/requirements.md section 2, Events). */
export const eventCategories: { title: string; description: string; icon: DecoIconName }[] = [
  { title: 'Gaming Tournaments', description: 'Poker, blackjack and baccarat championships with prize pools to match the setting.', icon: 'trophy' },
  { title: 'Gala Dinners', description: 'Black-tie evenings of fine food, fine wine and music in our grand salons.', icon: 'glass' },
  { title: 'Live Entertainment', description: 'Jazz quartets, headline performers and cabaret from sunset until late.', icon: 'music' },
  { title: 'Private Celebrations', description: 'Weddings, anniversaries and milestones, arranged down to the last flower.', icon: 'heart' },
];
