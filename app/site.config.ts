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
  cookieText: 'We use cookies to keep you signed in and to remember your preferences. Read our Privacy Policy to learn more.',
  claims: { properties: '250+', destinations: '50+', travellers: '1000+', dedication: '100%', since: 2020 },
} as const;

export const mainNavigation = [
  { label: 'Hotels', href: '/rooms' },
  { label: 'Casino', href: '/casino' },
  { label: 'Spa', href: '/spa' },
  { label: 'Dining', href: '/dining' },
  { label: 'Events', href: '/events' },
  { label: 'Blog', href: '/blog' },
] as const;

/** Extra links in the small-screen drawer (docs/product/requirements.md section 2). */
export const drawerLinks = [
  { label: 'Book Now', href: '/booking' },
  { label: 'Rewards', href: '/rewards', badge: 4 },
] as const;

/** The fixed badge on Log In and Rewards (docs/product/requirements.md section 9). */
export const LOGIN_BADGE = 4;

export const footerColumns = [
  {
    title: 'Resort',
    links: [
      { label: 'Rooms & Suites', href: '/rooms' },
      { label: 'Spa & Wellness', href: '/spa' },
      { label: 'Dining', href: '/dining' },
    ],
  },
  {
    title: 'Casino',
    links: [
      { label: 'Events', href: '/events' },
      { label: 'Responsible Gaming', href: '/responsible-gaming' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Contact Us', href: '/contact' },
      { label: 'Terms & Conditions', href: '/legal' },
      { label: 'Privacy Policy', href: '/privacy' },
    ],
  },
] as const;
