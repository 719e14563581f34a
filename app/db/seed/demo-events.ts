import type { SeedEvent } from './types';

/**
 * Demo events, dated relative to the seeding day so a fresh site always shows four upcoming ones.
 * The last one is in the past and never shows.
 */
export const demoEvents: SeedEvent[] = [
  {
    key: 'high-roller-poker-championship',
    title: 'Aurelia High Roller Poker Championship',
    daysFromSeeding: 21,
    location: 'Royal Palace Casino & Resort, Singapore',
    description: 'Three days of no-limit hold’em in the Grand Salon, with a €1M prize pool and a gala final table.',
    category: 'Tournament',
    image: '/images/events/tournament.svg',
  },
  {
    key: 'riviera-wine-and-jazz-evening',
    title: 'Riviera Wine & Jazz Evening',
    daysFromSeeding: 38,
    location: 'Mediterranean Grand Casino & Spa, Italian Riviera',
    description: 'Rare Ligurian vintages on the sea terrace, paired with a five-course dinner and a live jazz quartet.',
    category: 'Dining',
    image: '/images/events/dining.svg',
  },
  {
    key: 'northern-lights-gala',
    title: 'Northern Lights Gala',
    daysFromSeeding: 64,
    location: 'Nordic Star Casino & Hotel, Fairbanks, Alaska',
    description: 'A black-tie dinner beneath the aurora, with a string quartet and a midnight viewing on the glass terrace.',
    category: 'Gala',
    image: '/images/events/gala.svg',
  },
  {
    key: 'desert-stars-masquerade',
    title: 'Desert Stars Masquerade',
    daysFromSeeding: 95,
    location: 'Golden Dunes Casino & Resort, Dubai',
    description: 'A masked ball among the dunes: live music, fireworks and the casino open until dawn.',
    category: 'Entertainment',
    image: '/images/events/entertainment.svg',
  },
  {
    key: 'highland-whisky-evening',
    title: 'Highland Whisky Evening',
    daysFromSeeding: -30,
    location: 'Celtic Fortune Casino & Resort, Edinburgh',
    description: 'A tasting of rare single malts in the library bar.',
    category: 'Dining',
    image: '/images/events/dining.svg',
  },
];
