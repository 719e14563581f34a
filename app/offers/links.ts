/** "Book this offer": the stay search with the offer chosen, at one of its hotels when named. */
export function bookOfferHref(slug: string, hotelSlug?: string): string {
  const search = new URLSearchParams({ offer: slug, ...(hotelSlug && { hotel: hotelSlug }) });
  return `/booking?${search}#search-heading`;
}
