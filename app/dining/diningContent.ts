import type { DecoIconName } from '~/ui/DecoIcon';

/**
 * The dining page's texts in English. The page shows them through the catalogue (keys from each
 * entry's `key`, see the functions at the end), whose English is this module's (diningContent.test.ts).
 */

/** A dining highlight (docs/product/requirements.md section 3: number, label, description). */
export const diningHighlights = [
  { key: 'restaurants', number: '18', label: 'Restaurants & bars', description: 'From grand dining rooms to intimate cocktail bars across our resorts.' },
  { key: 'stars', number: '4', label: 'Michelin stars', description: 'Held between our signature restaurants in Europe and Asia.' },
  { key: 'wines', number: '3,000+', label: 'Wines in our cellars', description: 'Kept by sommeliers who love to share a discovery.' },
] as const;

export const specialExperiences = [
  {
    key: 'private',
    title: 'Private Dining',
    description: 'A private salon, a menu composed for your party and a butler for the evening: for celebrations of six to forty.',
    action: 'Plan a Private Dinner',
  },
  {
    key: 'chef',
    title: "Chef's Table",
    description: 'Eight seats at the pass. Watch the brigade at work and taste a tasting menu that changes with the market.',
    action: "Reserve the Chef's Table",
  },
] as const;

export interface DiningVenue {
  id: string;
  /** The venue's part of its message keys. */
  key: string;
  title: string;
  description: string;
  icon: DecoIconName;
  menu: { course: string; dishes: string[] }[];
}

export const diningVenues: DiningVenue[] = [
  {
    id: 'fine-dining',
    key: 'fine',
    title: 'Fine Dining',
    description: 'Seasonal tasting menus, silver service and a wine list to match, in our signature restaurants.',
    icon: 'cloche',
    menu: [
      { course: 'To begin', dishes: ['Scallop crudo, citrus and caviar', 'Chilled pea velouté, mint and crème fraîche'] },
      { course: 'Main courses', dishes: ['Turbot, champagne beurre blanc', 'Aged beef fillet, morels and truffle jus'] },
      { course: 'To finish', dishes: ['Dark chocolate, gold leaf and hazelnut', 'Selection of aged cheeses'] },
    ],
  },
  {
    id: 'casual-dining',
    key: 'casual',
    title: 'Casual Dining',
    description: 'Brasseries, terraces and all-day cafés for long lunches and easy suppers between the pool and the tables.',
    icon: 'glass',
    menu: [
      { course: 'Small plates', dishes: ['Burrata, heritage tomatoes', 'Crispy squid, lemon aioli'] },
      { course: 'Plates', dishes: ['Club sandwich, hand-cut fries', 'Grilled sea bass, salsa verde'] },
      { course: 'Sweet', dishes: ['Lemon tart', 'Gelato of the day'] },
    ],
  },
  {
    id: 'special-events',
    key: 'events',
    title: 'Special Events',
    description: 'Gala dinners, wine evenings and celebrations, with menus created for the occasion.',
    icon: 'star',
    menu: [
      { course: 'Gala menu', dishes: ['Canapés and champagne', 'Lobster bisque', 'Beef Wellington', 'Croquembouche'] },
      { course: 'Wine evenings', dishes: ['Four courses, each paired with a wine from our cellars'] },
    ],
  },
];

/** The message keys of a highlight's texts. */
export const diningHighlightKeys = ({ key }: (typeof diningHighlights)[number]) =>
  ({ number: `dining_${key}_number`, label: `dining_${key}_label`, description: `dining_${key}_description` }) as const;

/** The message keys of a special experience's texts. */
export const specialExperienceKeys = ({ key }: (typeof specialExperiences)[number]) =>
  ({ title: `dining_${key}_title`, description: `dining_${key}_description`, action: `dining_${key}_action` }) as const;

/** The message keys of a venue's texts and of its sample menu: `dining_{key}_course_{n}`, `dining_{key}_dish_{n}_{m}` (from 1). */
export function diningVenueKeys({ key, menu }: DiningVenue) {
  return {
    title: `dining_${key}_title`,
    description: `dining_${key}_description`,
    menu: menu.map((section, i) => ({
      course: `dining_${key}_course_${i + 1}`,
      dishes: section.dishes.map((_, j) => `dining_${key}_dish_${i + 1}_${j + 1}`),
    })),
  } as const;
}
