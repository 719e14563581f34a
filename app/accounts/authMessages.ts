import type { MessageKey } from '~/i18n/translate';
import { accountMessages } from '~/account/accountMessages';
import { unsubscribeTexts } from '~/newsletter/newsletter';
import { RESET_LINK_MINUTES, resetMessages } from './passwordReset';
import { limitMessages, messages, takenMessages } from './validation';
import { secondFactorMessages } from './secondFactorMessages';

/**
 * The accounts' refusals in the page's language. The rules (validation.ts, the API, the actions)
 * answer with the contract's English texts, which the JSON API keeps; a page names the message by
 * its catalogue key instead, so /fr/signup shows the French text whether the refusal came from the
 * page's own action (without JavaScript) or from POST /api/auth/signup (with it). English pages get
 * the same words as before: en.json holds exactly these texts.
 */
export interface AuthMessage {
  key: MessageKey;
  values?: Record<string, unknown>;
}

const minutes = { minutes: RESET_LINK_MINUTES };

const KEYS = new Map<string, AuthMessage>([
  [messages.missingFields, { key: 'auth_missing_fields' }],
  [messages.usernameLength, { key: 'auth_username_length' }],
  [messages.passwordsDiffer, { key: 'auth_passwords_differ' }],
  [messages.passwordTooShort, { key: 'auth_password_too_short' }],
  [messages.passwordTooLong, { key: 'auth_password_too_long' }],
  [messages.invalidEmail, { key: 'auth_invalid_email' }],
  [messages.commonPassword, { key: 'auth_common_password' }],
  [messages.usernameCharacters, { key: 'auth_username_characters' }],
  [messages.signInFailed, { key: 'auth_signin_failed' }],
  [messages.accountDisabled, { key: 'auth_account_disabled' }],
  [messages.registrationFailed, { key: 'auth_registration_failed' }],
  [limitMessages.signup, { key: 'auth_limit_signup' }],
  [limitMessages.login, { key: 'auth_limit_login' }],
  [takenMessages.email, { key: 'auth_email_taken' }],
  [takenMessages.username, { key: 'auth_username_taken' }],
  [resetMessages.emailMissing, { key: 'auth_email_missing' }],
  [resetMessages.requested, { key: 'auth_reset_requested', values: minutes }],
  [resetMessages.limited, { key: 'auth_reset_limited' }],
  [resetMessages.linkUnknown, { key: 'auth_reset_link_unknown' }],
  [resetMessages.linkExpired, { key: 'auth_reset_link_expired', values: minutes }],
  [resetMessages.linkUsed, { key: 'auth_reset_link_used' }],
  [resetMessages.done, { key: 'auth_reset_done' }],
  [accountMessages.wrongPassword, { key: 'auth_wrong_password' }],
  [accountMessages.samePassword, { key: 'auth_same_password' }],
  [accountMessages.emailTaken, { key: 'auth_email_taken' }],
  [accountMessages.sameEmail, { key: 'auth_same_email' }],
  [accountMessages.tooManyAttempts, { key: 'auth_too_many_attempts' }],
  [accountMessages.deleteConfirm, { key: 'auth_delete_confirm' }],
  [accountMessages.unknownLanguage, { key: 'auth_unknown_language' }],
  [accountMessages.languageSaved, { key: 'auth_language_saved' }],
  [unsubscribeTexts.invalid, { key: 'auth_unsubscribe_invalid' }],
  [secondFactorMessages.wrongCode, { key: 'auth_mfa_wrong_code' }],
  [secondFactorMessages.attemptVoid, { key: 'auth_mfa_attempt_void' }],
  [secondFactorMessages.ticketUnknown, { key: 'auth_mfa_ticket_unknown' }],
  [secondFactorMessages.tooManyCodes, { key: 'auth_mfa_too_many' }],
  [secondFactorMessages.codeMissing, { key: 'auth_mfa_code_missing' }],
  [secondFactorMessages.alreadyOn, { key: 'auth_mfa_already_on' }],
  [secondFactorMessages.notStarted, { key: 'auth_mfa_not_started' }],
  [secondFactorMessages.notOn, { key: 'auth_mfa_not_on' }],
  [secondFactorMessages.stepUp, { key: 'auth_step_up_needed' }],
  [secondFactorMessages.staffNeedsSecondFactor, { key: 'auth_staff_needs_mfa' }],
  [secondFactorMessages.staffMustProveSecondFactor, { key: 'auth_staff_prove_mfa' }],
]);

/** The catalogue's key for one of the accounts' English messages; null for any other text. */
export const authMessageOf = (message: string): AuthMessage | null => KEYS.get(message) ?? null;

/** A refusal in the page's language: its key's text, or the text itself when it has no key. */
export function translateAuthMessage(t: (key: MessageKey, values?: Record<string, unknown>) => string, message: string): string;
export function translateAuthMessage(t: (key: MessageKey, values?: Record<string, unknown>) => string, message: string | null | undefined): string | null;
export function translateAuthMessage(t: (key: MessageKey, values?: Record<string, unknown>) => string, message: string | null | undefined): string | null {
  if (!message) return null;
  const known = authMessageOf(message);
  return known ? t(known.key, known.values) : message;
}
