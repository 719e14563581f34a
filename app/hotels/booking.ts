/** Book Now leads to sign-up, which returns the visitor to the hotel with a booking intent. */
export function bookNowHref(slug: string): string {
  return `/signup?${new URLSearchParams({ redirectAfterSignup: `/rooms/${slug}`, bookingIntent: 'true' })}`;
}

/**
 * The signed-in guest's next step from a hotel's Book Your Stay panel: the reservation enquiry,
 * the contact form with the category and the hotel chosen (the site takes no bookings itself).
 */
export function reservationEnquiryHref(slug: string): string {
  return `/contact?${new URLSearchParams({ category: 'reservation', hotel: slug })}`;
}
