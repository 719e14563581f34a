import type { DecoIconName } from '~/ui/DecoIcon';

/** A dining highlight (docs/product/requirements.md section 3: number, label, description). */
export const diningHighlights = [
  { number: '18', label: 'Restaurants & bars', description: 'From grand dining rooms to intimate cocktail bars across our resorts.' },
  { number: '4', label: 'Michelin stars', description: 'Held between our signature restaurants in Europe and Asia.' },
  { number: '3,000+', label: 'Wines in our cellars', description: 'Kept by sommeliers who love to share a discovery.' },
] as const;

export const specialExperiences = [
  {
    title: 'Private Dining',
    description: 'A private salon, a menu composed for your party and a butler for the evening: for celebrations of six to forty.',
    action: 'Plan a Private Dinner',
  },
  {
    title: "Chef's Table",
    description: 'Eight seats at the pass. Watch the brigade at work and taste a tasting menu that changes with the market.',
    action: "Reserve the Chef's Table",
  },
] as const;

export interface DiningVenue {
  id: string;
  title: string;
  description: string;
  icon: DecoIconName;
  menu: { course: string; dishes: string[] }[];
}

export const diningVenues: DiningVenue[] = [
  {
    id: 'fine-dining',
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
    title: 'Special Events',
    description: 'Gala dinners, wine evenings and celebrations, with menus created for the occasion.',
    icon: 'star',
    menu: [
      { course: 'Gala menu', dishes: ['Canapés and champagne', 'Lobster bisque', 'Beef Wellington', 'Croquembouche'] },
      { course: 'Wine evenings', dishes: ['Four courses, each paired with a wine from our cellars'] },
    ],
  },
];
