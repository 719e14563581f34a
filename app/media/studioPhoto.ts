/** A hotel's picture as the studio lists it. */
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
