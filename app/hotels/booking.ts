/** Book Now leads to sign-up, which returns the visitor to the hotel with a booking intent. */
export function bookNowHref(slug: string): string {
  return `/signup?${new URLSearchParams({ redirectAfterSignup: `/rooms/${slug}`, bookingIntent: 'true' })}`;
}
