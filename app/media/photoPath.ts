/** Where a hotel's gallery picture has its own page (1 is the first): the gallery without JavaScript. */
export const photoPath = (slug: string, n: number) => `/rooms/${slug}/photos/${n}`;
