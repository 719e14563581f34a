import { staySearch, type Stay } from '~/reservations/stay';

/**
 * Book Now leads to sign-up, which returns the visitor to the hotel with a booking intent; the
 * stay they chose, if any, rides along in the return address.
 */
export function bookNowHref(slug: string, stay?: Pick<Stay, 'checkIn' | 'checkOut' | 'guests'> | null): string {
  const back = stay ? `/rooms/${slug}?${staySearch(stay)}` : `/rooms/${slug}`;
  return `/signup?${new URLSearchParams({ redirectAfterSignup: back, bookingIntent: 'true' })}`;
}

/** The concierge's contact form with the reservation category and the hotel chosen. */
export function reservationEnquiryHref(slug: string): string {
  return `/contact?${new URLSearchParams({ category: 'reservation', hotel: slug })}`;
}
