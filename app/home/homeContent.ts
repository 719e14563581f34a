import type { DecoIconName } from '~/ui/DecoIcon';

/** The home page's amenities section: rooms, spa, dining. */
export const homeAmenities: { title: string; description: string; href: string; linkLabel: string; image: string; imageAlt: string }[] = [
  {
    title: 'Rooms & Suites',
    description: 'Suites with views of the bay, the dunes or the peaks, and a butler who remembers how you take your coffee.',
    href: '/rooms',
    linkLabel: 'View Rooms & Suites',
    image: '/images/heroes/rooms.svg',
    imageAlt: '',
  },
  {
    title: 'Spa & Wellness',
    description: 'Massage, facials and thermal pools in spas set apart from the bustle of the casino.',
    href: '/spa',
    linkLabel: 'Discover the Spa',
    image: '/images/heroes/spa.svg',
    imageAlt: '',
  },
  {
    title: 'Fine Dining',
    description: 'Signature restaurants, a chef’s table and cellars of more than three thousand wines.',
    href: '/dining',
    linkLabel: 'See Our Restaurants',
    image: '/images/heroes/dining.svg',
    imageAlt: '',
  },
];

export const casinoTeaserPoints: { label: string; icon: DecoIconName }[] = [
  { label: 'Classic tables', icon: 'cards' },
  { label: 'Poker lounges', icon: 'spade' },
  { label: 'Over 500 slots', icon: 'slots' },
  { label: 'VIP salons', icon: 'crown' },
];
