import type { MessageKey } from '~/i18n/translate';
import type { DecoIconName } from '~/ui/DecoIcon';

type Text = MessageKey;

/** The home page's amenities section: rooms, spa, dining (texts are message keys, app/i18n). */
export const homeAmenities: { title: Text; description: Text; href: string; linkLabel: Text; image: string; imageAlt: string }[] = [
  {
    title: 'link_rooms_suites',
    description: 'amenity_rooms_text',
    href: '/rooms',
    linkLabel: 'amenity_rooms_link',
    image: '/images/heroes/rooms.svg',
    imageAlt: '',
  },
  {
    title: 'link_spa_wellness',
    description: 'amenity_spa_text',
    href: '/spa',
    linkLabel: 'amenity_spa_link',
    image: '/images/heroes/spa.svg',
    imageAlt: '',
  },
  {
    title: 'amenity_dining_title',
    description: 'amenity_dining_text',
    href: '/dining',
    linkLabel: 'amenity_dining_link',
    image: '/images/heroes/dining.svg',
    imageAlt: '',
  },
];

export const casinoTeaserPoints: { label: Text; icon: DecoIconName }[] = [
  { label: 'teaser_tables', icon: 'cards' },
  { label: 'teaser_poker', icon: 'spade' },
  { label: 'teaser_slots', icon: 'slots' },
  { label: 'teaser_vip', icon: 'crown' },
];
