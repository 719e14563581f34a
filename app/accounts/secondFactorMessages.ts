/**
 * The second factor's answers in English, as the JSON API gives them; the pages show them by their
 * catalogue key (authMessages.ts).
 */
export const secondFactorMessages = {
  wrongCode: 'That code is not right. Please try again.',
  attemptVoid: 'Too many wrong codes for this sign-in. Please sign in again.',
  ticketUnknown: 'This sign-in has expired. Please sign in again.',
  tooManyCodes: 'Too many wrong codes. Please wait a few minutes and try again.',
  codeMissing: 'Please enter the code from your authenticator app or a recovery code',
  alreadyOn: 'Two-step sign-in is already on',
  notStarted: 'Please start setting up two-step sign-in first',
  notOn: 'Two-step sign-in is not on',
  stepUp: 'Please confirm it is you: enter a code from your authenticator app, or your password',
  staffNeedsSecondFactor: 'Staff accounts must turn on two-step sign-in or add a passkey before using the studio',
  staffMustProveSecondFactor:
    'Staff act only in a session signed in with a second factor: please sign in again with your passkey or a code from your authenticator app',
} as const;
