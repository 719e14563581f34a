import type { PhotoOwnerView } from '~/media/studioPhoto';

/** The offer's photograph forms on its studio page. */
export const OFFER_PHOTOS = 'photos';

export const offerPhotosView: PhotoOwnerView = {
  target: OFFER_PHOTOS,
  heading: 'Photographs',
  hint: 'The photograph opens the offer’s page and shows on its card on /offers (a new one replaces it; with none, both show no picture).',
  heroOnly: true,
};
