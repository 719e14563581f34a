import type { PlacedMedia } from './picturePlaces.server';

/** A picture as the studio lists it under its owner (a hotel, a room type, a venue...). */
export interface StudioPhoto {
  id: string;
  sha256: string;
  width: number;
  height: number;
  role: 'hero' | 'gallery';
  alt: Partial<Record<string, string>>;
  decorative: boolean;
  /** The focal point, 0 to 1 from the left and from the top. */
  focalX: number;
  focalY: number;
}

/** Only what the studio's forms need of a placed picture (the loaders send nothing more). */
export const asStudioPhoto = ({ id, sha256, width, height, role, alt, decorative, focalX, focalY }: PlacedMedia): StudioPhoto => ({
  id,
  sha256,
  width,
  height,
  role,
  alt,
  decorative,
  focalX,
  focalY,
});

/**
 * Whose pictures a studio form shows. `target` names the owner's forms on the page (their answers
 * and their fields' ids), so a page can hold several owners' forms; `fields` tell the action which
 * owner a form is about (e.g. a room type's id on its hotel's page).
 */
export interface PhotoOwnerView {
  target: string;
  heading: string;
  /** Where the hero and the gallery show. */
  hint: string;
  fields?: Record<string, string>;
  /** The owner's pages show a hero only (an offer, a post): no gallery to choose. */
  heroOnly?: boolean;
}

/** The target of a picture's Describe form: one per owner and place (a hero may be in the gallery too). */
export const describeTarget = (ownerTarget: string, role: string, mediaId: string) => `${ownerTarget}-${role}-${mediaId}`;
