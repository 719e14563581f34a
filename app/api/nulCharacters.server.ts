import type { MiddlewareHandler } from 'hono';

/**
 * PostgreSQL cannot store the NUL character (U+0000) in text: a string holding it would fail in the
 * database, as a 500. Every request is checked once, here, before any route's own validation: any
 * string of a JSON body (keys too) or of the query string, and any field of a form posted to a page.
 */
export const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000)';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json\s*(;|$)/i;
const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/** Where in a JSON value the first string holding NUL is, as `a.0.b` ('' for the value itself); null when none. */
export function nulPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path.join('.') : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\0')) return [...path, key].join('.');
    const found = nulPath(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/** The first query parameter whose name or value holds NUL (percent-encoded as %00), or null. */
function nulQueryParameter(url: string): string | null {
  const search = url.slice(url.indexOf('?') + 1 || url.length);
  if (!/%00|\0/.test(search)) return null;
  for (const [name, value] of new URLSearchParams(search)) if (name.includes('\0') || value.includes('\0')) return name;
  return null;
}

/** The API's rule: 400 with the field in `details`, as a failed validation answers (docs/product/api.md). */
export const rejectNulCharacters: MiddlewareHandler = async (c, next) => {
  const parameter = nulQueryParameter(c.req.url);
  if (parameter !== null) return c.json({ error: NUL_MESSAGE, details: { [parameter || 'query']: NUL_MESSAGE } }, 400);
  if (UNSAFE_METHODS.has(c.req.method) && JSON_TYPE.test(c.req.header('content-type') ?? '')) {
    // Read once and kept by Hono for the route's validator; NUL can only arrive escaped in valid JSON.
    const text = await c.req.text();
    if (text.includes('\\u0000')) {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return next(); // malformed JSON: the route's validation answers
      }
      const field = nulPath(body);
      if (field !== null) return c.json({ error: NUL_MESSAGE, details: { [field || 'body']: NUL_MESSAGE } }, 400);
    }
  }
  return next();
};

export const PAGE_FORM_MESSAGE = 'Bad request: a field of the form holds the NUL character (U+0000), which cannot be stored. Go back, remove it and try again.';

/** The pages' rule, before any form action reads the form: a plain 400 naming the problem. */
export const rejectNulInPageForms: MiddlewareHandler = async (c, next) => {
  if (!UNSAFE_METHODS.has(c.req.method) || !FORM_TYPE.test(c.req.header('content-type') ?? '')) return next();
  let form: FormData;
  try {
    form = await c.req.raw.clone().formData();
  } catch {
    return next(); // not a readable form: the action answers as it does for any bad body
  }
  for (const [name, value] of form) {
    if (name.includes('\0') || (typeof value === 'string' && value.includes('\0'))) {
      return c.text(PAGE_FORM_MESSAGE, 400);
    }
  }
  return next();
};
