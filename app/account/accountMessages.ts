/** The account page's refusals (account.server.ts), in English: the page shows them by key (app/accounts/authMessages.ts). */
export const accountMessages = {
  wrongPassword: 'Your current password is not correct',
  samePassword: 'The new password must differ from the current one',
  emailTaken: 'An account with this email already exists',
  sameEmail: 'That is already your email',
  tooManyAttempts: 'Too many wrong passwords. Please wait a minute and try again.',
  deleteConfirm: 'Please type DELETE to confirm',
  unknownLanguage: 'Please choose one of the languages offered',
  languageSaved: 'Language saved: our mails to you will be written in it from now on.',
} as const;
