import type { DecoIconName } from '~/ui/DecoIcon';

/** A spa treatment (docs/product/requirements.md section 3). */
export interface SpaTreatment {
  id: string;
  title: string;
  description: string;
  icon: DecoIconName;
  details: { types: string[]; features: string[]; duration: string; benefits: string };
}

export const spaTreatments: SpaTreatment[] = [
  {
    id: 'luxury-massage',
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
