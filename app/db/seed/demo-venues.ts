/**
 * The demo hotels' restaurants and spas (issue 22), keyed by hotel slug. Times are the hotel's own
 * (hotels.time_zone); prices in the hotel's currency. Sittings are [name, opens, closes]: a table
 * is booked on the slot grid from `opens`, the last slot ending at `closes`; treatments are
 * [name, minutes, price] and fill whole slots.
 */

export interface SeedVenue {
  slug: string;
  kind: 'restaurant' | 'spa';
  name: string;
  cuisine?: string;
  description: string;
  slotMinutes: number;
  /** Covers per slot, or therapists at once. */
  capacity: number;
  maxParty: number;
  /** ISO weekdays, 1 Monday … 7 Sunday. */
  closedWeekdays?: number[];
  sittings: [name: string, opens: string, closes: string][];
  treatments?: [name: string, minutes: number, price: number][];
}

const lunch = (opens = '12:00', closes = '14:30'): [string, string, string] => ['Lunch', opens, closes];
const dinner = (opens = '19:00', closes = '22:30'): [string, string, string] => ['Dinner', opens, closes];

export const demoVenues: Record<string, SeedVenue[]> = {
  'royal-palace-casino-resort': [
    {
      slug: 'jade-pavilion',
      kind: 'restaurant',
      name: 'Jade Pavilion',
      cuisine: 'Cantonese',
      description:
        'Hand-folded dim sum at lunch and a Cantonese banquet by night beneath the restored ballroom’s lacquered screens; the roast duck is carved at the table.',
      slotMinutes: 30,
      capacity: 36,
      maxParty: 12,
      sittings: [lunch('11:30', '14:30'), dinner('18:30', '22:00')],
    },
    {
      slug: 'the-verandah',
      kind: 'restaurant',
      name: 'The Verandah',
      cuisine: 'Peranakan and Straits',
      description:
        'Nyonya laksa, ayam buah keluak and kueh from the recipes of the Straits Chinese households, served on the east veranda as the bay lights come on.',
      slotMinutes: 30,
      capacity: 28,
      maxParty: 8,
      closedWeekdays: [1],
      sittings: [lunch(), dinner()],
    },
    {
      slug: 'marina-grill',
      kind: 'restaurant',
      name: 'Marina Grill',
      cuisine: 'Steak and seafood',
      description: 'Wagyu from the binchotan grill, Sri Lankan crab and a cellar of Bordeaux, with the whole of Marina Bay in the windows.',
      slotMinutes: 30,
      capacity: 40,
      maxParty: 10,
      sittings: [dinner('18:00', '23:00')],
    },
    {
      slug: 'orchid-spa',
      kind: 'spa',
      name: 'The Orchid Spa',
      description: 'Eight treatment suites around a courtyard of white orchids, with rituals drawn from Malay, Chinese and Indian traditions.',
      slotMinutes: 30,
      capacity: 4,
      maxParty: 2,
      sittings: [['Day', '09:00', '21:00']],
      treatments: [
        ['Traditional Malay Urut', 60, 260],
        ['Jade Stone Facial', 60, 240],
        ['Pandan and Coconut Body Ritual', 90, 340],
        ['Foot Reflexology', 30, 120],
        ['Royal Orchid Journey', 120, 480],
      ],
    },
  ],
  'nordic-star-casino-hotel': [
    {
      slug: 'aurora-dining-room',
      kind: 'restaurant',
      name: 'Aurora Dining Room',
      cuisine: 'Alaskan seafood',
      description:
        'Copper River salmon, Bristol Bay king crab and reindeer from the interior, under a glass roof where the northern lights are part of the service.',
      slotMinutes: 30,
      capacity: 32,
      maxParty: 10,
      sittings: [dinner('17:30', '22:30')],
    },
    {
      slug: 'trappers-lodge',
      kind: 'restaurant',
      name: 'The Trapper’s Lodge',
      cuisine: 'Smokehouse and grill',
      description: 'Birch-smoked brisket, sourdough pancakes and wild blueberry pie by a fieldstone fire; the lodge of the frontier, kept warm.',
      slotMinutes: 30,
      capacity: 40,
      maxParty: 12,
      closedWeekdays: [2],
      sittings: [lunch('11:30', '15:00'), dinner('17:00', '21:30')],
    },
    {
      slug: 'borealis-spa',
      kind: 'spa',
      name: 'Borealis Spa',
      description: 'A cedar sauna, a hot spring pool open to the winter sky and treatments that borrow from the boreal forest.',
      slotMinutes: 30,
      capacity: 3,
      maxParty: 2,
      sittings: [['Day', '10:00', '20:00']],
      treatments: [
        ['Birch Sauna Ritual', 60, 190],
        ['Glacial Clay Wrap', 90, 260],
        ['Hot Stone Massage', 90, 280],
        ['Spruce Tip Facial', 60, 210],
      ],
    },
  ],
  'mediterranean-grand-casino-spa': [
    {
      slug: 'terrazza-dei-fiori',
      kind: 'restaurant',
      name: 'Terrazza dei Fiori',
      cuisine: 'Ligurian',
      description:
        'Trofie al pesto from basil grown on the terraces above Sanremo, Taggiasca olives and the catch of the morning, on a terrace among the flower markets’ roses.',
      slotMinutes: 30,
      capacity: 30,
      maxParty: 10,
      sittings: [lunch('12:30', '15:00'), dinner('19:30', '23:00')],
    },
    {
      slug: 'osteria-del-porto',
      kind: 'restaurant',
      name: 'Osteria del Porto',
      cuisine: 'Riviera seafood',
      description: 'Red prawns of Sanremo, cappon magro and a Vermentino list, in a vaulted room on the old harbour.',
      slotMinutes: 30,
      capacity: 24,
      maxParty: 8,
      closedWeekdays: [1, 2],
      sittings: [dinner('19:00', '22:30')],
    },
    {
      slug: 'spa-riviera',
      kind: 'spa',
      name: 'Spa Riviera',
      description: 'Thalassotherapy pools fed by the Ligurian sea, and rituals of olive, lemon and rosemary from the hills behind the town.',
      slotMinutes: 30,
      capacity: 3,
      maxParty: 2,
      sittings: [['Day', '09:00', '20:00']],
      treatments: [
        ['Olive Oil and Sea Salt Scrub', 60, 150],
        ['Ligurian Lemon Massage', 90, 210],
        ['Thalasso Facial', 60, 170],
        ['Rosemary and Lavender Ritual', 120, 290],
        ['Express Neck and Shoulders', 30, 80],
      ],
    },
  ],
  'golden-dunes-casino-resort': [
    {
      slug: 'al-majlis',
      kind: 'restaurant',
      name: 'Al Majlis',
      cuisine: 'Emirati',
      description: 'Slow-cooked lamb ouzi, machboos and luqaimat with date syrup, served in a majlis of carpets and brass lanterns.',
      slotMinutes: 30,
      capacity: 40,
      maxParty: 12,
      sittings: [lunch('12:30', '15:30'), dinner('19:00', '23:30')],
    },
    {
      slug: 'saffron-and-sea',
      kind: 'restaurant',
      name: 'Saffron & Sea',
      cuisine: 'Levantine seafood',
      description: 'Hammour from the Gulf, saffron rice and mezze on a terrace over the resort’s lagoon, as the desert cools after sunset.',
      slotMinutes: 30,
      capacity: 30,
      maxParty: 10,
      sittings: [dinner('18:30', '23:00')],
    },
    {
      slug: 'sky-grill',
      kind: 'restaurant',
      name: 'Sky Grill',
      cuisine: 'Modern grill',
      description: 'Josper-fired wagyu and lobster fifty floors up, with a view to the dunes on one side and the Gulf on the other.',
      slotMinutes: 30,
      capacity: 26,
      maxParty: 8,
      closedWeekdays: [7],
      sittings: [dinner('19:00', '23:30')],
    },
    {
      slug: 'dunes-hammam-and-spa',
      kind: 'spa',
      name: 'Dunes Hammam & Spa',
      description: 'A marble hammam under a star-pierced dome, and treatments of oud, amber, rose and Arabian gold.',
      slotMinutes: 30,
      capacity: 4,
      maxParty: 2,
      sittings: [['Day', '10:00', '22:00']],
      treatments: [
        ['Royal Hammam Ritual', 90, 950],
        ['Oud and Amber Massage', 60, 720],
        ['24-Carat Gold Facial', 60, 880],
        ['Date and Honey Body Wrap', 90, 840],
        ['Desert Rose Journey', 120, 1450],
        ['Foot Ritual', 30, 320],
      ],
    },
  ],
  'celtic-fortune-casino-resort': [
    {
      slug: 'castle-rock-grill',
      kind: 'restaurant',
      name: 'Castle Rock Grill',
      cuisine: 'Scottish',
      description: 'Aberdeen Angus, Highland venison and langoustines from the west coast, with the castle floodlit above the window.',
      slotMinutes: 30,
      capacity: 32,
      maxParty: 10,
      sittings: [lunch(), dinner('18:00', '22:00')],
    },
    {
      slug: 'thistle-and-oyster',
      kind: 'restaurant',
      name: 'Thistle & Oyster',
      cuisine: 'Seafood',
      description: 'Loch Fyne oysters, hand-dived scallops and smoked haddock, with a rare malt from the bar’s four hundred.',
      slotMinutes: 30,
      capacity: 20,
      maxParty: 6,
      closedWeekdays: [1],
      sittings: [dinner('17:30', '22:00')],
    },
    {
      slug: 'heather-spa',
      kind: 'spa',
      name: 'The Heather Spa',
      description: 'Two treatment rooms in the old bank’s vaults, with products of heather, seaweed and Highland honey.',
      slotMinutes: 30,
      capacity: 2,
      maxParty: 2,
      sittings: [['Day', '09:00', '19:00']],
      treatments: [
        ['Highland Hot Stone Massage', 90, 165],
        ['Hebridean Seaweed Wrap', 60, 120],
        ['Heather and Honey Facial', 60, 125],
        ['Deep Tissue Massage', 60, 130],
      ],
    },
  ],
  'alpine-gold-casino-lodge': [
    {
      slug: 'stuva-engiadina',
      kind: 'restaurant',
      name: 'Stüva Engiadina',
      cuisine: 'Engadine',
      description: 'Capuns, pizzoccheri and Bündner Nusstorte in a pine-panelled stüva of 1896, the stove lit from the first snow.',
      slotMinutes: 30,
      capacity: 28,
      maxParty: 8,
      sittings: [lunch('12:00', '14:00'), dinner('19:00', '22:00')],
    },
    {
      slug: 'le-chalet',
      kind: 'restaurant',
      name: 'Le Chalet',
      cuisine: 'Fondue and raclette',
      description: 'Moitié-moitié fondue, raclette from the wheel and kirsch from the Zug orchards, in a chalet on the lake’s edge.',
      slotMinutes: 30,
      capacity: 24,
      maxParty: 10,
      closedWeekdays: [1, 2],
      sittings: [dinner('18:30', '22:00')],
    },
    {
      slug: 'alpine-spring-spa',
      kind: 'spa',
      name: 'Alpine Spring Spa',
      description: 'Mineral water from the St. Moritz springs, a pool facing the Piz Nair, and treatments of arnica, pine and hay.',
      slotMinutes: 30,
      capacity: 3,
      maxParty: 2,
      sittings: [['Day', '08:00', '20:00']],
      treatments: [
        ['Alpine Herb Massage', 60, 210],
        ['Engadin Mineral Ritual', 90, 290],
        ['Arnica Sports Massage', 60, 200],
        ['Glacier Facial', 60, 230],
        ['Hay Bath', 30, 95],
      ],
    },
  ],
};
