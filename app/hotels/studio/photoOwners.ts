import type { PhotoOwnerView } from '~/media/studioPhoto';

/** The hotel's own photograph forms on its studio page. */
export const HOTEL_PHOTOS = 'photos';
export const roomTypePhotosTarget = (roomTypeId: string) => `room-photos-${roomTypeId}`;

export const hotelPhotosView: PhotoOwnerView = {
  target: HOTEL_PHOTOS,
  heading: 'Photographs',
  hint: 'The hero opens the hotel’s page (the illustration shows while there is none); the gallery follows the hotel’s description.',
};

export const roomTypePhotosView = (room: { id: string; name: string }): PhotoOwnerView => ({
  target: roomTypePhotosTarget(room.id),
  heading: `Photographs of the ${room.name}`,
  hint: 'The first picture (the hero, else the first of the gallery) shows on the room’s card on the hotel’s page; with none, the card is text alone.',
  fields: { roomTypeId: room.id },
});
