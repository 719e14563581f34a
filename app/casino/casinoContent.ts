import type { DecoIconName } from '~/ui/DecoIcon';

/** The casino page's copy (docs/product/requirements.md section 2, Casino). */

export const casinoFeatures: { title: string; description: string; icon: DecoIconName }[] = [
  {
    title: 'Classic Tables',
    description: 'Blackjack, roulette and baccarat beneath crystal chandeliers, dealt by croupiers who know the game and your name.',
    icon: 'cards',
  },
  {
    title: 'Poker Lounges',
    description: 'Quiet rooms of green baize for cash games and tournaments, with a host to keep the evening moving.',
    icon: 'spade',
  },
  {
    title: 'VIP Salons',
    description: 'Private salons with a personal host, higher limits and a bar that knows your preferred vintage.',
    icon: 'crown',
  },
];

export interface CasinoCategory {
  id: string;
  title: string;
  description: string;
  icon: DecoIconName;
  games: string[];
  features: string[];
  rules: string;
}

export const casinoCategories: CasinoCategory[] = [
  {
    id: 'table-games',
    title: 'Table Games',
    description: 'The classics of the gaming floor, from a first hand of blackjack to a late round of baccarat.',
    icon: 'chip',
    games: ['Blackjack', 'Roulette', 'Baccarat', 'Poker', 'Craps'],
    features: ['Professional croupiers at every table', 'Tables for every stake', 'Introductions to each game on request'],
    rules: 'Minimum and maximum bets vary by table and are shown at each one.',
  },
  {
    id: 'slot-machines',
    title: 'Slot Machines',
    description: 'Over 500 machines, from polished classics to the latest video slots, in calm and elegant slot areas.',
    icon: 'slots',
    games: ['Classic', 'Video', 'Progressive Jackpots', 'Multi-Line'],
    features: ['Over 500 machines', 'Linked progressive jackpots', 'Quiet, comfortable slot areas'],
    rules: 'Minimum and maximum bets vary by machine. Progressive jackpots are won only with the maximum bet.',
  },
  {
    id: 'vip-gaming',
    title: 'VIP Gaming',
    description: 'Private salons for high-stakes play, with a dedicated host and tournaments by invitation.',
    icon: 'crown',
    games: ['Private Tables', 'High-Stakes Gaming', 'Exclusive Tournaments'],
    features: ['A personal host for the evening', 'Private salons and dining', 'Invitations to exclusive tournaments'],
    rules: 'VIP gaming requires membership or an invitation. Minimum and maximum bets vary by table.',
  },
];
