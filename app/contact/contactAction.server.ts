import { siteOf, type LoadContext } from '~/lib/loadContext.server';
import { data } from 'react-router';
import { userFromRequest } from '~/accounts/rootSession.server';
import { contactMessages, contactRequestOf } from './categories';
import { ContactBody, sendContactMessage } from './contact.server';
import { retryAfterHeaders } from '~/api/limits.server';

/** What the contact form sends (the honeypot aside). */
export const CONTACT_FIELDS = ['name', 'email', 'category', 'phone', 'hotel', 'subject', 'message'] as const;
export type ContactValues = Partial<Record<(typeof CONTACT_FIELDS)[number], string>>;

export type ContactActionData = { sent: true } | { sent: false; error: string; values: ContactValues };

/**
 * The contact form as a plain HTML form (docs/decisions/0012): the same rules as POST
 * /api/contact (contact.server.ts); success answers with the page, the success text and an empty
 * form; a failure with the SPEC's text and the values kept.
 */
export async function contactAction(request: Request, context: LoadContext) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<ContactActionData>({ sent: false, error: contactMessages.failure, values: {} }, { status: 400 });
  }
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values: ContactValues = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, field(name)]));
  const parsed = ContactBody.safeParse(contactRequestOf({ ...values, website: field('website') }));
  if (!parsed.success) return data<ContactActionData>({ sent: false, error: contactMessages.failure, values }, { status: 400 });
  const outcome = await sendContactMessage(
    { db: siteOf(context).db, security: siteOf(context).security, address: siteOf(context).clientAddress },
    parsed.data,
    async () => (await userFromRequest(siteOf(context).db, request))?._id ?? null,
  );
  if (!outcome.ok) {
    const error = outcome.status === 429 ? outcome.error : contactMessages.failure;
    return data<ContactActionData>({ sent: false, error, values }, { status: outcome.status, headers: retryAfterHeaders(outcome.retryAfter) });
  }
  return data<ContactActionData>({ sent: true }, { status: 200 });
}
