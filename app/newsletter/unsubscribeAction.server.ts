import { siteOf, type LoadContext } from '~/lib/loadContext.server';
import { data } from 'react-router';
import { isValidUnsubscribe, unsubscribe } from './unsubscribe.server';
import { pageUrl } from '~/lib/pageUrl';

/**
 * `/unsubscribe?email=…&sig=…`: GET shows a button and changes nothing (mail scanners open links);
 * POST unsubscribes, whether from that button or from a mail provider's RFC 8058 one-click POST
 * (body `List-Unsubscribe=One-Click`, from its servers, no cookie, no sign-in). A signature that is
 * not the site's is a 400 either way.
 */

export type UnsubscribeLoaderData = { valid: true; email: string } | { valid: false };
export type UnsubscribeActionData = { done: true; email: string } | { done: false };

async function signedAddress(request: Request, context: LoadContext): Promise<string | null> {
  const params = pageUrl(request).searchParams;
  const email = params.get('email');
  return email && (await isValidUnsubscribe(siteOf(context).db, email, params.get('sig'), siteOf(context).security.appSecret)) ? email.toLowerCase() : null;
}

export async function unsubscribeLoader(request: Request, context: LoadContext) {
  const email = await signedAddress(request, context);
  return email ? data<UnsubscribeLoaderData>({ valid: true, email }) : data<UnsubscribeLoaderData>({ valid: false }, { status: 400 });
}

export async function unsubscribeAction(request: Request, context: LoadContext) {
  const email = await signedAddress(request, context);
  if (!email) return data<UnsubscribeActionData>({ done: false }, { status: 400 });
  await unsubscribe(siteOf(context).db, email);
  return data<UnsubscribeActionData>({ done: true, email });
}
