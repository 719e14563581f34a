import type { ContactCategory } from '~/db/schema';

/** The contact form's categories and their labels (docs/product/requirements.md section 5), in the form's order. */
export const contactCategoryOptions: { value: ContactCategory; label: string }[] = [
  { value: 'reservation', label: 'Reservation Inquiry' },
  { value: 'spa', label: 'Spa & Wellness' },
  { value: 'dining', label: 'Dining Experience' },
  { value: 'events', label: 'Events & Celebrations' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'other', label: 'Other' },
];

export const contactMessages = {
  success: "Your message has been sent successfully. We'll get back to you soon!",
  failure: 'Failed to send message. Please try again.',
} as const;

/** The longest value each field takes: the server's rule (contact.server.ts) and the form's maxlength. */
export const CONTACT_MAX = { name: 200, subject: 200, message: 5000, phone: 40 } as const;
