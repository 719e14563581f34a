import { randomUUID } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { honeypotField } from '~/accounts/accounts.api.server';
import { authenticate } from '~/accounts/auth.server';
import { EMAIL_MAX, EMAIL_PATTERN } from '~/accounts/validation';
import { hit, limitKey } from '~/api/limits.server';
import { createRouter, ErrorSchema, jsonBody, SLUG_PATTERN, type ApiDeps } from '~/api/openapi.server';
import { clientAddress, defaultSecurity } from '~/api/security.server';
import { contactCategories, contactMessages, hotels } from '~/db/schema';

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

const ContactBody = z
  .object({
    name: text('Name', 200).openapi({ example: 'Grace Hopper' }),
    email: z
      .string({ error: 'Email is required' })
      .trim()
      .min(1, 'Email is required')
      .max(EMAIL_MAX, 'Enter a valid email')
      .regex(EMAIL_PATTERN, 'Enter a valid email')
      .openapi({ example: 'grace@example.com' }),
    category: z.enum(contactCategories, { error: `Category must be one of ${contactCategories.join(', ')}` }),
    subject: text('Subject', 200).openapi({ example: 'A suite for our anniversary' }),
    message: text('Message', 5000).openapi({ example: 'We would like to stay three nights in June.' }),
    phone: z
      .string()
      .trim()
      .max(40, 'Phone must be at most 40 characters')
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

const contactRoute = createRoute({
  method: 'post',
  path: '/contact',
  summary: 'Send a message to the concierge team',
  description: 'Stored with its category. A filled `website` (honeypot) field is answered like a success but nothing is stored.',
  request: { body: jsonBody(ContactBody) },
  responses: {
    201: {
      description: 'Stored',
      content: { 'application/json': { schema: z.object({ _id: z.string(), createdAt: z.string() }).openapi('ContactReceipt') } },
    },
    400: { description: 'Invalid input', content: { 'application/json': { schema: ErrorSchema } } },
    429: { description: 'Too many messages; see Retry-After', content: { 'application/json': { schema: ErrorSchema } } },
  },
});

export function contactApi({ db, security = defaultSecurity }: ApiDeps) {
  return createRouter().openapi(contactRoute, async (c) => {
    const body = c.req.valid('json');
    const limited = await hit(db, limitKey('contactPerAddress', clientAddress(c, security.trustProxy)), security.limits.contactPerAddress);
    if (limited.limited) {
      c.header('Retry-After', String(limited.retryAfter));
      return c.json({ error: 'Too many messages from your network. Please try again later.' }, 429);
    }
    // Bots that fill the hidden field are told it worked, so they learn nothing; nothing is kept.
    if (body.website) return c.json({ _id: randomUUID(), createdAt: new Date().toISOString() }, 201);
    let hotelId: string | null = null;
    if (body.hotel) {
      const [row] = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.slug, body.hotel)).limit(1);
      if (!row) return c.json({ error: 'Unknown hotel', details: { hotel: 'Unknown hotel' } }, 400);
      hotelId = row.id;
    }
    const auth = await authenticate(c, db);
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
        userId: auth.status === 'signed-in' ? auth.user._id : null,
      })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    return c.json({ _id: row!.id, createdAt: row!.createdAt.toISOString() }, 201);
  });
}
