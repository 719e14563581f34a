import { messages } from './validation';

/**
 * The texts and numbers of "Forgot your password?" that the pages show (passwordReset.server.ts
 * holds the rules).
 */

export const RESET_LINK_MINUTES = 30;

export const resetMessages = {
  emailMissing: 'Please enter your email address',
  emailInvalid: messages.invalidEmail,
  /** The one answer to every well-formed request, whether or not the address has an account. */
  requested: `If an account exists for that address, we have sent a link to reset the password. It is valid for ${RESET_LINK_MINUTES} minutes.`,
  limited: 'Too many password reset requests. Please try again later.',
  linkUnknown: 'This link to reset your password is not valid. Please check that you opened the whole link from the mail, or ask for a new one.',
  linkExpired: `This link to reset your password has expired: links are valid for ${RESET_LINK_MINUTES} minutes. Please ask for a new one.`,
  linkUsed: 'This link to reset your password has already been used. If you need to change your password again, please ask for a new link.',
  done: 'Your password has been changed, and every session of your account has been signed out. Please sign in with your new password.',
} as const;

export type TokenState = 'valid' | 'unknown' | 'expired' | 'used';

export const linkMessage: Record<Exclude<TokenState, 'valid'>, string> = {
  unknown: resetMessages.linkUnknown,
  expired: resetMessages.linkExpired,
  used: resetMessages.linkUsed,
};
