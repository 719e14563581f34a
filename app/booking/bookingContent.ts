import type { DecoIconName } from '~/ui/DecoIcon';

/** Sign-up with booking intent: the visitor returns to /booking afterwards. */
export const BOOKING_SIGNUP_HREF = '/signup?redirectAfterSignup=/booking&bookingIntent=true';

export const bookingSteps: { title: string; description: string; icon: DecoIconName }[] = [
  { title: 'Create your account', description: 'A few details, so that our concierge knows who you are and how to reach you.', icon: 'key' },
  { title: 'Tell us your wishes', description: 'Dates, resort, suite, dining and spa: share as much or as little as you like.', icon: 'bell' },
  { title: 'Your concierge confirms', description: 'We reply within a day with a proposal, and confirm every detail in writing.', icon: 'host' },
];
