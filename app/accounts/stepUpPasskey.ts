// The "Use a passkey" of a step-up field (StepUpInput), loaded when pressed.

import { postToApi } from './postToApi';

/**
 * Proves it is you with one of the account's passkeys (docs/decisions/0054): the session's proof is
 * renewed on the server, then the form is sent again as it stands. The field's own value is not
 * needed then, so it is emptied and not required for that one submit; the form's other checks hold.
 */
export async function proveWithPasskey(input: HTMLInputElement): Promise<void> {
  const options = await postToApi('/auth/step-up/passkey/options');
  if (!options.ok) throw new Error(`options answered ${options.status}`);
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const credential = await startAuthentication({ optionsJSON: await options.json() });
  const proved = await postToApi('/auth/step-up/passkey', { credential });
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
