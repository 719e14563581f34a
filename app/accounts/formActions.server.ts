import { siteOf, type LoadContext } from '~/lib/loadContext.server';
import { data, redirect } from 'react-router';
import { parse } from 'hono/utils/cookie';
import { registerAccount, signInWithCode, signInWithPassword, type Requester } from './accounts.server';
import { secondFactorMessages } from './secondFactorMessages';
import { clearedSessionCookieHeader, sessionCookieHeader } from './auth.server';
import { afterSignupPath, homeOf, safeRedirectPath } from './redirect';
import { SESSION_COOKIE } from '~/lib/personalRequest';
import { revokeSession } from './sessions.server';
import { fieldOfMessage, messages, registrationError } from './validation';
import { retryAfterHeaders } from '~/api/limits.server';
import { localeOfPath, localizedPath } from '~/i18n/locales';
import { pageUrl } from '~/lib/pageUrl';

/**
 * The sign-up, sign-in and sign-out forms as plain HTML forms (docs/decisions/0012): React
 * Router actions that apply the same rules as the JSON API (accounts.server.ts) and answer with
 * the page again (error and entered values, never a password) or a redirect carrying the
 * HttpOnly session cookie.
 */

export type SignUpField = 'username' | 'email' | 'password' | 'confirmPassword';
export interface SignUpActionData {
  error: string;
  field: SignUpField | null;
  values: { username: string; email: string };
}
export interface SignInActionData {
  error?: string;
  values: { email: string };
  /** The password was right and the account has two-step sign-in: the form for the code, with this sign-in's ticket. */
  ticket?: string;
}

const requester = (context: LoadContext, request: Request): Requester => ({
  db: siteOf(context).db,
  security: siteOf(context).security,
  address: siteOf(context).clientAddress,
  userAgent: request.headers.get('user-agent'),
});

/** The form's fields as strings; null when the body is not a form. */
async function formFields(request: Request): Promise<Record<string, string> | null> {
  try {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    for (const [key, value] of form) if (typeof value === 'string') fields[key] ??= value;
    return fields;
  } catch {
    return null;
  }
}

export async function signUpAction(request: Request, context: LoadContext) {
  const fields = (await formFields(request)) ?? {};
  const input = {
    username: fields.username ?? '',
    email: fields.email ?? '',
    password: fields.password ?? '',
    confirmPassword: fields.confirmPassword ?? '',
  };
  const values = { username: input.username, email: input.email };
  const problem = registrationError(input, { checkConfirmation: true });
  if (problem) return data<SignUpActionData>({ error: problem, field: fieldOfMessage(problem), values }, { status: 400 });
  // The account's mails are written in the language of the page it was created on.
  const locale = localeOfPath(pageUrl(request).pathname);
  const outcome = await registerAccount(requester(context, request), { ...input, website: fields.website ?? '', language: locale });
  if (!outcome.ok) {
    const field = fieldOfMessage(outcome.error) ?? (outcome.details?.email ? 'email' : outcome.details?.username ? 'username' : null);
    return data<SignUpActionData>({ error: outcome.error, field, values }, { status: outcome.status, headers: retryAfterHeaders(outcome.retryAfter) });
  }
  const params = pageUrl(request).searchParams;
  return redirect(afterSignupPath(params.get('redirectAfterSignup'), params.get('bookingIntent'), localizedPath(locale, '/')), {
    headers: { 'Set-Cookie': sessionCookieHeader(request.url, outcome.token) },
  });
}

export async function signInAction(request: Request, context: LoadContext) {
  const fields = (await formFields(request)) ?? {};
  if (fields.intent === 'code') return secondStepAction(request, context, fields);
  const email = fields.email ?? '';
  const password = fields.password ?? '';
  const values = { email };
  // Any cause, one text (docs/product/requirements.md section 8); only the abuse limit says what it is.
  if (!email || !password) return data<SignInActionData>({ error: messages.signInFailed, values }, { status: 400 });
  const outcome = await signInWithPassword(requester(context, request), { email, password });
  if (!outcome.ok) {
    const error = outcome.status === 429 || outcome.status === 403 ? outcome.error : messages.signInFailed;
    return data<SignInActionData>({ error, values }, { status: outcome.status, headers: retryAfterHeaders(outcome.retryAfter) });
  }
  // Two-step sign-in: the page asks for the code in place; no session exists yet.
  if ('secondStep' in outcome) return data<SignInActionData>({ values, ticket: outcome.secondStep.ticket });
  return signedIn(request, outcome);
}

/** The second step of the sign-in form: the ticket (a hidden field) and the code. */
async function secondStepAction(request: Request, context: LoadContext, fields: Record<string, string>) {
  const values = { email: fields.email ?? '' };
  const ticket = fields.ticket ?? '';
  const outcome = await signInWithCode(requester(context, request), { ticket, code: fields.code ?? '' });
  if (!outcome.ok) {
    // A void or expired attempt starts again from the password; a wrong code keeps the code form.
    const again = outcome.error === secondFactorMessages.attemptVoid || outcome.error === secondFactorMessages.ticketUnknown || outcome.status === 403;
    return data<SignInActionData>(
      { error: outcome.error, values, ...(again ? {} : { ticket }) },
      { status: outcome.status, headers: retryAfterHeaders(outcome.retryAfter) },
    );
  }
  return signedIn(request, outcome);
}

function signedIn(request: Request, outcome: { token: string; user: Parameters<typeof homeOf>[0] }) {
  // Without a place to return to, staff go to their back office and guests home.
  const url = pageUrl(request);
  return redirect(safeRedirectPath(url.searchParams.get('redirectTo'), homeOf(outcome.user, localeOfPath(url.pathname))), {
    headers: { 'Set-Cookie': sessionCookieHeader(request.url, outcome.token) },
  });
}

/** Ends the cookie's session on the server, like POST /api/auth/logout, and goes home in the page's language (or back to `redirectTo` on this site). */
export async function signOutAction(request: Request, context: LoadContext) {
  const header = request.headers.get('cookie');
  const token = header ? parse(header, SESSION_COOKIE)[SESSION_COOKIE] : undefined;
  await revokeSession(siteOf(context).db, token);
  const url = pageUrl(request);
  return redirect(safeRedirectPath(url.searchParams.get('redirectTo'), localizedPath(localeOfPath(url.pathname), '/')), {
    headers: { 'Set-Cookie': clearedSessionCookieHeader(request.url) },
  });
}
