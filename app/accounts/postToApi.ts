/** A same-site call to the API with the session cookie (not apiFetch: a step-up's 401 must not sign the visitor out). */
export const postToApi = (path: string, body?: unknown) =>
  fetch(`/api${path}`, {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
