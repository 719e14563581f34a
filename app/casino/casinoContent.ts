import type { MessageKey } from '~/i18n/translate';
import type { DecoIconName } from '~/ui/DecoIcon';

/**
 * The casino page's copy (docs/product/requirements.md section 2, Casino), as catalogue keys
 * (`casino_…`, app/i18n/messages): the page shows them in its language.
 */

export const casinoFeatures: { title: MessageKey; description: MessageKey; icon: DecoIconName }[] = [
  { title: 'casino_feature_tables', description: 'casino_feature_tables_text', icon: 'cards' },
  { title: 'casino_feature_poker', description: 'casino_feature_poker_text', icon: 'spade' },
  { title: 'casino_feature_vip', description: 'casino_feature_vip_text', icon: 'crown' },
];

export interface CasinoCategory {
  id: string;
  title: MessageKey;
  description: MessageKey;
  icon: DecoIconName;
  games: MessageKey[];
  features: MessageKey[];
  rules: MessageKey;
}

export const casinoCategories: CasinoCategory[] = [
  {
    id: 'table-games',
    title: 'casino_tables_title',
    description: 'casino_tables_text',
    icon: 'chip',
    games: ['casino_game_blackjack', 'casino_game_roulette', 'casino_game_baccarat', 'casino_game_poker', 'casino_game_craps'],
    features: ['casino_tables_feature_croupiers', 'casino_tables_feature_stakes', 'casino_tables_feature_introductions'],
    rules: 'casino_tables_rules',
  },
  {
    id: 'slot-machines',
    title: 'casino_slots_title',
    description: 'casino_slots_text',
    icon: 'slots',
    games: ['casino_game_classic', 'casino_game_video', 'casino_game_progressive', 'casino_game_multi_line'],
    features: ['casino_slots_feature_machines', 'casino_slots_feature_jackpots', 'casino_slots_feature_areas'],
    rules: 'casino_slots_rules',
  },
  {
    id: 'vip-gaming',
    title: 'casino_vip_title',
    description: 'casino_vip_text',
    icon: 'crown',
    games: ['casino_game_private_tables', 'casino_game_high_stakes', 'casino_game_tournaments'],
    features: ['casino_vip_feature_host', 'casino_vip_feature_salons', 'casino_vip_feature_invitations'],
    rules: 'casino_vip_rules',
  },
];
