// The "Use a passkey" of a step-up field (StepUpInput), loaded when pressed.

/** A same-site call to the API with the session cookie (not apiFetch: a step-up's 401 must not sign the visitor out). */
const post = (path: string, body?: unknown) =>
  fetch(`/api${path}`, {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/**
 * Proves it is you with one of the account's passkeys (docs/decisions/0054): the session's proof is
 * renewed on the server, then the form is sent again as it stands. The field's own value is not
 * needed then, so it is emptied and not required for that one submit; the form's other checks hold.
 */
export async function proveWithPasskey(input: HTMLInputElement): Promise<void> {
  const options = await post('/auth/step-up/passkey/options');
  if (!options.ok) throw new Error(`options answered ${options.status}`);
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const credential = await startAuthentication({ optionsJSON: await options.json() });
  const proved = await post('/auth/step-up/passkey', { credential });
  if (!proved.ok) throw new Error(`step-up answered ${proved.status}`);
  const form = input.form;
  if (!form) return;
  // The form's default button, as Enter in the field would press it (its name and value go along).
  const submitter = [...form.elements].find(
    (element): element is HTMLButtonElement | HTMLInputElement =>
      (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) && element.type === 'submit',
  );
  input.value = '';
  input.required = false;
  try {
    form.requestSubmit(submitter);
  } finally {
    input.required = true;
  }
}
