import { RESET_LINK_MINUTES } from '~/accounts/passwordReset';
import { site } from '~/site.config';

/**
 * The Privacy Policy the cookie notice refers to: what the site keeps, why, for how long, and the
 * guest's rights. Every period here is the one the code enforces (the constants it imports, or the
 * rule named beside it); change them together.
 */
export const PRIVACY_LAST_UPDATED = '25 November 2026';

/** Mirrors app/accounts/sessions.server.ts (SESSION_IDLE_MS, SESSION_LIFETIME_MS), which the browser bundle may not import. */
export const SESSION_IDLE_DAYS = 7;
export const SESSION_LIFETIME_DAYS = 30;
/** Mirrors app/mail/mailer.server.ts (OUTBOX_RETENTION_DAYS). */
export const SENT_MAIL_DAYS = 30;

export interface KeptData {
  name: string;
  what: string;
  why: string;
  howLong: string;
}

/** One row per kind of data the server keeps. */
export const keptData: KeptData[] = [
  {
    name: 'Your account',
    what: 'Username, email address, a one-way hash of your password (never the password itself), your role and when you joined',
    why: 'To sign you in and show you your stays, saved hotels and reviews',
    howLong: 'Until you delete your account',
  },
  {
    name: 'Sign-in sessions',
    what: 'A hash of the session token, the browser that signed in, and when it was last used',
    why: 'To keep you signed in, and to show you on your account page which devices are signed in so you can sign them out',
    howLong: `Until you sign out, after ${SESSION_IDLE_DAYS} days without use, or ${SESSION_LIFETIME_DAYS} days at most`,
  },
  {
    name: 'Reservation requests',
    what: 'Hotel, room, dates, guests, your note and the concierge’s answer',
    why: 'To hold the room you chose and to confirm or decline your stay',
    howLong:
      'While your account exists; if you delete it, your coming stays are cancelled and the records stay with the hotel without your name, as its accounts require',
  },
  {
    name: 'Table and treatment bookings',
    what: 'Restaurant or spa, day, time, party or treatment, your note, and the concierge’s note if they cancel',
    why: 'To hold your table or your therapist, and to tell the restaurant or spa what you asked for',
    howLong: 'While your account exists; if you delete it, your coming bookings are cancelled and the records stay with the hotel without your name',
  },
  {
    name: 'Saved and recently viewed hotels',
    what: 'The hotels you saved or looked at while signed in',
    why: 'To show you your shortlist on every device you sign in on',
    howLong: 'Until you remove them or delete your account',
  },
  {
    name: 'Reviews',
    what: 'What you wrote about a hotel, with its ratings',
    why: 'To publish them, under your username, on the hotel’s page',
    howLong: 'While they are published; if you delete your account they stay without your name',
  },
  {
    name: 'Contact messages',
    what: 'Name, email, phone if given, topic, subject and message',
    why: 'To answer you; our concierge may add an internal note',
    howLong: 'As long as needed to answer and follow up; ask us and we delete them',
  },
  {
    name: 'Newsletter',
    what: 'Your email address and the date you subscribed',
    why: 'To send you the newsletter you asked for',
    howLong: 'Until you unsubscribe (one click from every newsletter) or delete your account',
  },
  {
    name: 'Mails we send you',
    what: 'A copy of each mail: password reset, newsletter welcome, reservation and booking updates',
    why: 'To show that a mail was sent, and to resend it if it went astray',
    howLong: `${SENT_MAIL_DAYS} days`,
  },
  {
    name: 'Password reset links',
    what: 'A hash of the link’s secret',
    why: 'To let you choose a new password',
    howLong: `Used once, and valid for ${RESET_LINK_MINUTES} minutes`,
  },
  {
    name: 'Counters against abuse',
    what: 'Your network address, or a hash of an email address, with the number of recent attempts',
    why: 'To stop automated sign-ins, sign-ups and messages',
    howLong: 'One day',
  },
];

/** What the browser keeps: cookies and its own storage. */
export const browserData: KeptData[] = [
  {
    name: 'The session cookie',
    what: 'aurelia_session: a random token; scripts cannot read it',
    why: 'Strictly necessary: it keeps you signed in',
    howLong: `Until you sign out, ${SESSION_LIFETIME_DAYS} days at most`,
  },
  {
    name: 'The currency cookie',
    what: 'currency: the display currency you chose at the foot of a page',
    why: 'Set only if you choose one: to show prices in it',
    howLong: 'One year, or until you choose each hotel’s own currency again',
  },
  {
    name: 'Your browser’s storage',
    what: 'Local storage: your sign-in (token, user), colour mode, accessibility settings, cookie choices, recently viewed and saved hotels, and a count of your visits',
    why: 'To remember your settings and shortlist in this browser; the visit count never leaves it',
    howLong: 'Until you sign out (sign-in) or clear your browser’s data',
  },
];

export interface PrivacySection {
  id: string;
  title: string;
  body: string[];
}

export const privacyIntro = `This policy explains what ${site.name} keeps about you when you use this website, why, for how long, and what you can ask of us. We keep as little as the site needs, we never sell it, and we use no advertising or third-party tracking cookies.`;

export const controller = {
  title: 'Who we are',
  body: [
    `${site.legalName}, ${site.contact.address}, is responsible for your data on this website. Write to us at ${site.contact.email} about anything in this policy.`,
  ],
};

export const privacySections: PrivacySection[] = [
  {
    id: 'sharing',
    title: 'Who sees it',
    body: [
      'Our staff see what their work needs, and no more: the concierge team reads messages, reservation requests and the day’s bookings of each restaurant and spa, editors the content they publish, administrators the accounts. Every change staff make is recorded with who made it and when.',
      'When a mail is sent to you it passes through our mail provider. We share nothing else, and we never sell your data.',
    ],
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: [
      'Passwords are stored only as argon2id hashes, and sign-in tokens only as hashes, so a copy of our database signs nobody in. Pages are served over an encrypted connection, sign-ins are limited against guessing, and staff pages check the role of the person on every request.',
    ],
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: [
      'You may ask for a copy of your data, have it corrected or deleted, object to or restrict its use, and take it elsewhere. Most of this you can do yourself on your account page: download a copy of everything we hold about you in one file, change your email address or password, sign out other devices, and delete your account, which cancels your coming stays and signs you out everywhere.',
      `For anything else, write to ${site.contact.email}; we answer within one month. You may also complain to a data protection authority: in the United Kingdom the Information Commissioner’s Office, or the authority of the country where you live.`,
    ],
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: ['When we change what we keep or why, we update this page and the date at its top.'],
  },
];
