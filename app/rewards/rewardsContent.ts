/** The loyalty programme's tiers. */
export const rewardTiers = [
  {
    name: 'Ivory',
    qualification: 'On joining',
    benefits: ['Member rates at every resort', 'Welcome amenity on arrival', 'Late check-out when available', 'Member newsletter and previews'],
  },
  {
    name: 'Gold',
    qualification: '10 nights a year',
    benefits: ['Everything in Ivory', 'Room upgrade when available', '15% off spa treatments', 'Priority restaurant reservations'],
  },
  {
    name: 'Sovereign',
    qualification: '30 nights a year, or by invitation',
    benefits: ['Everything in Gold', 'A personal host at every resort', 'VIP salon access', 'Invitations to exclusive tournaments and galas'],
  },
] as const;

export const PROGRAMME_NAME = 'Aurelia Circle';
