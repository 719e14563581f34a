import type { MessageKey } from '~/i18n/translate';

/** What the account page's forms answer, shared by the page and its sections. */
export type Intent =
  | 'email'
  | 'password'
  | 'end-all'
  | 'delete'
  | 'language'
  | 'totp-start'
  | 'totp-confirm'
  | 'totp-off'
  | 'recovery-new'
  | 'export'
  | 'passkey-remove'
  | 'passkey-rename';

/** A text of the page's answer, by its catalogue key (the page shows it in its own language). */
export interface AccountText {
  key: MessageKey;
  values?: Record<string, unknown>;
}

export interface AccountActionData {
  intent: Intent;
  error?: AccountText;
  field?: string;
  done?: AccountText;
  values?: { email?: string; passkeyName?: string };
  /** The action wants a fresh proof first (docs/decisions/0053): the form asks for a code or the password in place. */
  stepUp?: 'code' | 'password';
  /** The account has a passkey: the field offers "Use a passkey" too (with scripts and WebAuthn). */
  stepUpPasskey?: boolean;
  /** Recovery codes just made: shown this once. */
  recoveryCodes?: string[];
  /** The passkey a remove or rename form named (its step-up field or its refusal shows in that form only). */
  passkeyId?: string;
}

/** Props that tie a field to the form's message when the message is about it. */
export const fieldState = (actionData: AccountActionData | undefined, intent: Intent, name: string, alertId: string) =>
  actionData?.intent === intent && actionData.field === name ? { 'aria-invalid': true as const, 'aria-describedby': alertId, autoFocus: true } : {};

/** The form's answer in the page's language, or null when there is none. */
export const answerText = (t: (key: MessageKey, values?: Record<string, unknown>) => string, text: AccountText | undefined): string | null =>
  text ? t(text.key, text.values) : null;
