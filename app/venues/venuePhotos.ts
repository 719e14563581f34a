import type { PhotoOwnerView } from '~/media/studioPhoto';

/** The venue's photograph forms on its studio page. */
export const VENUE_PHOTOS = 'photos';

export const venuePhotosView: PhotoOwnerView = {
  target: VENUE_PHOTOS,
  heading: 'Photographs',
  hint: 'The hero opens the venue’s page (the illustration shows while there is none); the gallery follows its hours.',
};
