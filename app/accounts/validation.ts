import { isCommonPassword } from './commonPasswords';
import { isValidEmail } from '~/lib/email';

/**
 * The registration and sign-in rules, shared by the forms (in the browser) and the API (on the
 * server), with the exact texts of docs/product/requirements.md sections 5 and 8.
 */
export const messages = {
  missingFields: 'Please fill out all fields',
  usernameLength: 'Username must be 3-30 characters',
  passwordsDiffer: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 10 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  invalidEmail: 'Enter a valid email',
  commonPassword: 'This password is one of the most common ones and easy to guess. Please choose another.',
  usernameCharacters: 'Username cannot contain control characters',
  signInFailed: 'Invalid email or password',
  accountDisabled: 'This account has been disabled. Please contact us if you think this is a mistake.',
  registrationFailed: 'Registration failed. Please try again.',
} as const;

export const limitMessages = {
  signup: 'Too many sign-ups from your network. Please try again later.',
  login: 'Too many failed sign-in attempts. Please wait a minute and try again.',
} as const;

/** A sign-up refused for an email or a username another account has. */
export const takenMessages = {
  email: 'An account with this email already exists',
  username: 'This username is already taken',
} as const;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
/** A passkey's name, trimmed (docs/decisions/0054). */
export const PASSKEY_NAME_MAX = 60;
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Length in characters as a person counts them (an emoji is one), not UTF-16 units. */
export const characterCount = (value: string) => [...value].length;

export interface RegistrationInput {
  username: string;
  email: string;
  password: string;
  /** Only the form has it; the API checks the other rules. */
  confirmPassword?: string;
}

/**
 * The first problem with a registration, in the order of docs/product/requirements.md section 5 (the form's five
 * checks), followed by the server's extra rules; null when there is none.
 */
export function registrationError(input: Partial<Record<keyof RegistrationInput, unknown>>, { checkConfirmation = false } = {}): string | null {
  const { username, email, password, confirmPassword } = input;
  const isFilled = (v: unknown) => typeof v === 'string' && v.length > 0;
  if (!isFilled(username) || !isFilled(email) || !isFilled(password) || (checkConfirmation && !isFilled(confirmPassword))) {
    return messages.missingFields;
  }
  const name = username as string;
  const pass = password as string;
  const mail = email as string;
  const nameLength = characterCount(name);
  if (nameLength < USERNAME_MIN || nameLength > USERNAME_MAX) return messages.usernameLength;
  if (checkConfirmation && pass !== confirmPassword) return messages.passwordsDiffer;
  if (characterCount(pass) < PASSWORD_MIN) return messages.passwordTooShort;
  if (!isValidEmail(mail)) return messages.invalidEmail;
  // The server's extra rules (the form checks them too, so the visitor learns early).
  if (CONTROL_CHARACTERS.test(name)) return messages.usernameCharacters;
  if (characterCount(pass) > PASSWORD_MAX) return messages.passwordTooLong;
  if (isCommonPassword(pass)) return messages.commonPassword;
  return null;
}

/** Which form field a registration message is about, for focus and aria-describedby. */
export function fieldOfMessage(message: string): 'username' | 'email' | 'password' | 'confirmPassword' | null {
  switch (message) {
    case messages.usernameLength:
    case messages.usernameCharacters:
      return 'username';
    case messages.passwordsDiffer:
      return 'confirmPassword';
    case messages.passwordTooShort:
    case messages.passwordTooLong:
    case messages.commonPassword:
      return 'password';
    case messages.invalidEmail:
      return 'email';
    default:
      return null;
  }
}

/**
 * The first problem with a new password: the registration's rules, in its order, with its texts
 * (docs/product/requirements.md section 5). `confirmPassword` only from the form.
 */
export function newPasswordProblem(password: string, confirmPassword?: string): { error: string; field: 'password' | 'confirmPassword' } | null {
  if (!password || confirmPassword === '') return { error: messages.missingFields, field: password ? 'confirmPassword' : 'password' };
  if (confirmPassword !== undefined && password !== confirmPassword) return { error: messages.passwordsDiffer, field: 'confirmPassword' };
  if (characterCount(password) < PASSWORD_MIN) return { error: messages.passwordTooShort, field: 'password' };
  if (characterCount(password) > PASSWORD_MAX) return { error: messages.passwordTooLong, field: 'password' };
  if (isCommonPassword(password)) return { error: messages.commonPassword, field: 'password' };
  return null;
}
