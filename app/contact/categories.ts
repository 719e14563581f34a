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

/** The answer when an address has sent too many messages (POST /api/contact and the page alike). */
export const CONTACT_LIMIT_TEXT = 'Too many messages from your network. Please try again later.';

export const contactMessages = {
  success: "Your message has been sent successfully. We'll get back to you soon!",
  failure: 'Failed to send message. Please try again.',
} as const;

/** The longest value each field takes: the server's rule (contact.server.ts) and the form's maxlength. */
export const CONTACT_MAX = { name: 200, subject: 200, message: 5000, phone: 40 } as const;

/** The JSON body of a contact request from the form's values: the optional fields only when filled. */
export function contactRequestOf(values: Partial<Record<'name' | 'email' | 'category' | 'phone' | 'hotel' | 'subject' | 'message' | 'website', string>>) {
  return {
    name: values.name,
    email: values.email,
    category: values.category,
    subject: values.subject,
    message: values.message,
    ...(values.phone ? { phone: values.phone } : {}),
    ...(values.hotel ? { hotel: values.hotel } : {}),
    website: values.website ?? '',
  };
}
