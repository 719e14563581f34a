import type { DecoIconName } from '~/ui/DecoIcon';

/**
 * A spa treatment (docs/product/requirements.md section 3), its texts in English. The page shows
 * them through the catalogue: `spa_{key}_title`, `spa_{key}_description`, `spa_{key}_type_{n}`,
 * `spa_{key}_feature_{n}` (from 1), `spa_{key}_duration` and `spa_{key}_benefits`, whose English
 * is this module's (spaContent.test.ts).
 */
export interface SpaTreatment {
  id: string;
  /** The treatment's part of its message keys. */
  key: string;
  title: string;
  description: string;
  icon: DecoIconName;
  details: { types: string[]; features: string[]; duration: string; benefits: string };
}

export const spaTreatments: SpaTreatment[] = [
  {
    id: 'luxury-massage',
    key: 'massage',
    title: 'Luxury Massage',
    description: 'Unhurried massage by expert therapists, with warm oils and stones in a candlelit suite.',
    icon: 'lotus',
    details: {
      types: ['Swedish Massage', 'Deep Tissue Massage', 'Hot Stone Massage', 'Aromatherapy Massage'],
      features: ['Private treatment suites', 'Organic, cold-pressed oils', 'Pressure tailored to you'],
      duration: '60-180 minutes',
      benefits: 'Eases tension, improves circulation and restores deep, restful sleep.',
    },
  },
  {
    id: 'rejuvenating-facials',
    key: 'facials',
    title: 'Rejuvenating Facials',
    description: 'Facials shaped to your skin, using botanical serums and gentle, modern techniques.',
    icon: 'leaf',
    details: {
      types: ['Hydrating Facial', 'Anti-Ageing Facial', 'Brightening Facial', 'Gentleman’s Facial'],
      features: ['A skin consultation first', 'Botanical serums and masks', 'Facial massage and lymphatic drainage'],
      duration: '60-120 minutes',
      benefits: 'Hydrates and firms the skin, refines its texture and restores a natural glow.',
    },
  },
  {
    id: 'hydrotherapy',
    key: 'hydrotherapy',
    title: 'Hydrotherapy',
    description: 'The restorative power of water: thermal pools, steam and vitality baths.',
    icon: 'drop',
    details: {
      types: ['Thermal Pools', 'Vitality Baths', 'Steam Rooms', 'Contrast Showers'],
      features: ['Heated mineral pools', 'Aromatic steam rooms', 'Quiet relaxation lounges'],
      duration: '30-120 minutes',
      benefits: 'Relaxes the muscles, relieves stress and supports detoxification.',
    },
  },
];

/** The message keys of a treatment's texts, in the shape of its English ones. */
export function spaTreatmentKeys({ key, details }: SpaTreatment) {
  return {
    title: `spa_${key}_title`,
    description: `spa_${key}_description`,
    types: details.types.map((_, i) => `spa_${key}_type_${i + 1}`),
    features: details.features.map((_, i) => `spa_${key}_feature_${i + 1}`),
    duration: `spa_${key}_duration`,
    benefits: `spa_${key}_benefits`,
  } as const;
}
