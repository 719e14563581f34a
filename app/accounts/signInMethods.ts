import type { SignInMethod } from '~/db/schema';
import type { MessageKey } from '~/i18n/translate';

/** How a session signed in, in words: the account page's list of sessions and the security mails say it alike (ADR 0056). */
export const signInMethodKey: Record<SignInMethod, MessageKey> = {
  password: 'myaccount_method_password',
  code: 'myaccount_method_code',
  recovery: 'myaccount_method_recovery',
  passkey: 'myaccount_method_passkey',
};
