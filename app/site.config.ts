import type { MessageKey } from './i18n/translate';

/** Every brand text in one place (docs/product/design.md, "Identity"). Nothing else hard-codes these. */
export const site = {
  name: 'Aurelia Resorts',
  legalName: 'Aurelia Resorts & Casinos Ltd.',
  slogan: 'Quiet luxury, a little glamour.',
  tagline: 'Grand hotels and casinos where every evening is an occasion.',
  description: 'Aurelia Resorts: luxury hotels and casino resorts in Singapore, Alaska, the Italian Riviera, Dubai, Edinburgh and St. Moritz.',
  /** Username of the brand's own blog author. */
  publisher: 'Aurelia Journal',
  contact: {
    email: 'concierge@aurelia-resorts.example',
    phone: '+44 20 7946 0321',
    address: '12 Berkeley Square, London W1J 6BS, United Kingdom',
  },
  social: [
    { label: 'Instagram', href: 'https://www.instagram.com/' },
    { label: 'Facebook', href: 'https://www.facebook.com/' },
    { label: 'X', href: 'https://x.com/' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  ],
  claims: { properties: '250+', destinations: '50+', travellers: '1000+', dedication: '100%', since: 2020 },
} as const;

/** Labels are message keys: each renders in the page's language (app/i18n). */
export const mainNavigation = [
  { label: 'nav_hotels', href: '/rooms' },
  { label: 'nav_casino', href: '/casino' },
  { label: 'nav_spa', href: '/spa' },
  { label: 'nav_dining', href: '/dining' },
  { label: 'nav_events', href: '/events' },
  { label: 'nav_blog', href: '/blog' },
] as const satisfies readonly { label: MessageKey; href: string }[];

/** Extra links in the small-screen drawer (docs/product/requirements.md section 2); labels are message keys. */
export const drawerLinks = [
  { label: 'drawer_book_now', href: '/booking' },
  { label: 'drawer_rewards', href: '/rewards', badge: 4 },
] as const satisfies readonly { label: MessageKey; href: string; badge?: number }[];

/** The fixed badge on Log In and Rewards (docs/product/requirements.md section 9). */
export const LOGIN_BADGE = 4;

export const footerColumns = [
  {
    title: 'footer_resort',
    links: [
      { label: 'link_rooms_suites', href: '/rooms' },
      { label: 'link_spa_wellness', href: '/spa' },
      { label: 'nav_dining', href: '/dining' },
      { label: 'link_offers', href: '/offers' },
    ],
  },
  {
    title: 'footer_casino',
    links: [
      { label: 'nav_events', href: '/events' },
      { label: 'link_responsible_gaming', href: '/responsible-gaming' },
    ],
  },
  {
    title: 'footer_support',
    links: [
      { label: 'link_contact', href: '/contact' },
      { label: 'link_terms', href: '/legal' },
      { label: 'link_privacy', href: '/privacy' },
    ],
  },
] as const satisfies readonly { title: MessageKey; links: readonly { label: MessageKey; href: string }[] }[];
