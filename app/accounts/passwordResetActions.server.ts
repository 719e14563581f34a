import { siteOf, type LoadContext } from '~/lib/loadContext.server';
import { data } from 'react-router';
import { retryAfterHeaders } from '~/api/limits.server';
import { mailLinkOrigin } from '~/mail/links.server';
import { clearedSessionCookieHeader } from './auth.server';
import type { TokenState } from './passwordReset';
import { pendingTargetOf } from './pendingTarget';
import { requestPasswordReset, resetEmailError, resetPassword, resetTokenState } from './passwordReset.server';
import { pageUrl } from '~/lib/pageUrl';

/**
 * The forgot-password and reset-password pages as plain HTML forms (docs/decisions/0012): React
 * Router loaders and actions over the rules of passwordReset.server.ts, answering with the page
 * again. With JavaScript, React Router's <Form> posts to the same actions without a reload.
 */

export type ForgotActionData = { sent: true; email: string } | { sent: false; error: string; email: string };

/** The form's fields as strings (the first of each name); empty when the body is not a form. */
async function formFields(request: Request): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  try {
    for (const [key, value] of await request.formData()) if (typeof value === 'string') fields[key] ??= value;
  } catch {
    /* not a form: every field is missing */
  }
  return fields;
}

export async function forgotPasswordAction(request: Request, context: LoadContext) {
  const fields = await formFields(request);
  const email = (fields.email ?? '').trim();
  const problem = resetEmailError(email);
  if (problem) return data<ForgotActionData>({ sent: false, error: problem, email }, { status: 400 });
  const outcome = await requestPasswordReset(
    { db: siteOf(context).db, security: siteOf(context).security, address: siteOf(context).clientAddress },
    {
      email: email.toLowerCase(),
      origin: mailLinkOrigin(request),
      mail: siteOf(context).mail,
      // The page the visitor was signing in for (a path on this site only): the mailed link carries it.
      redirectTo: pendingTargetOf('/forgot-password', pageUrl(request).searchParams),
    },
  );
  if (!outcome.ok) return data<ForgotActionData>({ sent: false, error: outcome.error, email }, { status: 429, headers: retryAfterHeaders(outcome.retryAfter) });
  return data<ForgotActionData>({ sent: true, email });
}

export type ResetLoaderData = { token: string; state: TokenState; target: string | null };
export type ResetActionData =
  | { done: true }
  | { done: false; reason: 'link'; state: Exclude<TokenState, 'valid'>; error: string }
  | { done: false; reason: 'password'; field: 'password' | 'confirmPassword'; error: string };

/** The link's state decides what the page shows: the form, or why the link no longer works. */
export async function resetPasswordLoader(request: Request, context: LoadContext) {
  const params = pageUrl(request).searchParams;
  const token = params.get('token') ?? '';
  const state = await resetTokenState(siteOf(context).db, token);
  return data<ResetLoaderData>({ token, state, target: pendingTargetOf('/reset-password', params) }, { status: state === 'valid' ? 200 : 400 });
}

export async function resetPasswordAction(request: Request, context: LoadContext) {
  const fields = await formFields(request);
  const token = fields.token || pageUrl(request).searchParams.get('token') || '';
  const outcome = await resetPassword(
    siteOf(context).db,
    { token, password: fields.password ?? '', confirmPassword: fields.confirmPassword ?? '' },
    { security: siteOf(context).security, userAgent: request.headers.get('user-agent') },
  );
  if (!outcome.ok) {
    const answer: ResetActionData =
      outcome.reason === 'link'
        ? { done: false, reason: 'link', state: outcome.state, error: outcome.error }
        : { done: false, reason: 'password', field: outcome.field, error: outcome.error };
    return data<ResetActionData>(answer, { status: 400 });
  }
  // Every session of the account has ended, this browser's too: its cookie goes with it.
  return data<ResetActionData>({ done: true }, { headers: { 'Set-Cookie': clearedSessionCookieHeader(request.url) } });
}
