import { DEFAULT_LOCALE, localizedPath, type Locale } from '~/i18n/locales';
import { staySearch, type Stay } from '~/domain/stay';

/**
 * Book Now leads to sign-up, which returns the visitor to the hotel with a booking intent; the
 * stay they chose, if any, rides along in the return address.
 */
export function bookNowHref(slug: string, stay?: Pick<Stay, 'checkIn' | 'checkOut' | 'guests'> | null, locale: Locale = DEFAULT_LOCALE): string {
  const hotel = localizedPath(locale, `/rooms/${slug}`);
  const back = stay ? `${hotel}?${staySearch(stay)}` : hotel;
  return `/signup?${new URLSearchParams({ redirectAfterSignup: back, bookingIntent: 'true' })}`;
}

/** The concierge's contact form with the reservation category and the hotel chosen. */
export function reservationEnquiryHref(slug: string): string {
  return `/contact?${new URLSearchParams({ category: 'reservation', hotel: slug })}`;
}
