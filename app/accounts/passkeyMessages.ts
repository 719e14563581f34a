/** The passkeys' answers in English, as the JSON API gives them; the pages show them by their catalogue key. */
export const passkeyMessages = {
  notAccepted: 'This passkey could not be checked. Please try again.',
  unknown: 'This passkey is not known here. It may have been removed; please sign in another way.',
  expired: 'This passkey request has expired. Please try again.',
  nameMissing: 'Please give the passkey a name',
  nameTooLong: 'A passkey name has at most 60 characters',
  notFound: 'No such passkey',
  taken: 'This passkey is already registered',
  badResponse: 'The passkey answer is not in the expected form',
  accountDisabled: 'This account has been disabled. Please contact us.',
  tooManySignIns: 'Too many passkey sign-ins from here. Please wait a minute and try again.',
} as const;
