import { randomUUID } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Requester } from '~/accounts/accounts.server';
import { honeypotField } from '~/api/openapi.server';
import { EMAIL_MAX, EMAIL_PATTERN } from '~/lib/email';
import { hit, limitKey } from '~/api/limits.server';
import { SLUG_PATTERN } from '~/api/openapi.server';
import { contactCategories, contactMessages, hotels } from '~/db/schema';
import { CONTACT_LIMIT_TEXT, CONTACT_MAX } from './categories';

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

export const ContactBody = z
  .object({
    name: text('Name', CONTACT_MAX.name).openapi({ example: 'Grace Hopper' }),
    email: z
      .string({ error: 'Email is required' })
      .trim()
      .min(1, 'Email is required')
      .max(EMAIL_MAX, 'Enter a valid email')
      .regex(EMAIL_PATTERN, 'Enter a valid email')
      .openapi({ example: 'grace@example.com' }),
    category: z.enum(contactCategories, { error: `Category must be one of ${contactCategories.join(', ')}` }),
    subject: text('Subject', CONTACT_MAX.subject).openapi({ example: 'A suite for our anniversary' }),
    message: text('Message', CONTACT_MAX.message).openapi({ example: 'We would like to stay three nights in June.' }),
    phone: z
      .string()
      .trim()
      .max(CONTACT_MAX.phone, `Phone must be at most ${CONTACT_MAX.phone} characters`)
      .regex(/^[0-9+()\-.\s]*$/, 'Phone may hold only digits, spaces and + ( ) - .')
      .optional()
      .openapi({ example: '+44 20 7946 0321' }),
    hotel: z
      .string()
      .max(120)
      .regex(SLUG_PATTERN, 'hotel must be a hotel slug')
      .optional()
      .openapi({ description: 'Slug of the hotel the enquiry is about (optional)', example: 'alpine-gold-casino-lodge' }),
    website: honeypotField,
  })
  .openapi('ContactRequest');

export type ContactInput = z.infer<typeof ContactBody>;

export const contactLimitMessage = CONTACT_LIMIT_TEXT;

export type ContactOutcome =
  { ok: true; _id: string; createdAt: string } | { ok: false; status: 400 | 429; error: string; details?: Record<string, string>; retryAfter?: number };

/**
 * Stores a message to the concierge: the rules shared by POST /api/contact and the contact page's
 * form action. The input has passed `ContactBody`; `sender` names the signed-in sender, if any (asked only
 * when the message is stored).
 */
export async function sendContactMessage(
  { db, security, address }: Requester,
  body: ContactInput,
  sender: () => Promise<string | null>,
): Promise<ContactOutcome> {
  const limited = await hit(db, limitKey('contactPerAddress', address), security.limits.contactPerAddress);
  if (limited.limited) return { ok: false, status: 429, error: contactLimitMessage, retryAfter: limited.retryAfter };
  // Bots that fill the hidden field are told it worked, so they learn nothing; nothing is kept.
  if (body.website) return { ok: true, _id: randomUUID(), createdAt: new Date().toISOString() };
  let hotelId: string | null = null;
  if (body.hotel) {
    const [row] = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.slug, body.hotel)).limit(1);
    if (!row) return { ok: false, status: 400, error: 'Unknown hotel', details: { hotel: 'Unknown hotel' } };
    hotelId = row.id;
  }
  const userId = await sender();
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: body.name,
      email: body.email,
      phone: body.phone || null,
      category: body.category,
      hotelId,
      subject: body.subject,
      message: body.message,
      userId,
    })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return { ok: true, _id: row!.id, createdAt: row!.createdAt.toISOString() };
}
