import { STAY_MESSAGE_MAX, type StayParty } from '~/db/values';

/** A message about a stay as the API and the pages show it (docs/product/api.md). */
export interface StayMessage {
  _id: string;
  from: StayParty;
  /** Plain text as written (line breaks kept); shown as text, never as HTML. */
  text: string;
  createdAt: string;
  /** When the other side first read it; null while unread. */
  readAt: string | null;
  /** The member of staff who wrote it: the concierge's view only. */
  authorName?: string | null;
}

/** Why a message cannot be sent, for the pages to say in their language. */
export type MessageProblem = 'empty' | 'long' | 'control';

// Line breaks and tabs are text in a message; other control characters are not.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * A message's text as it is stored: line breaks as the browser sent them made `\n`, 1 to
 * STAY_MESSAGE_MAX characters (counted as the database counts them), no control characters.
 * Spaces around it are trimmed; inside, it is kept as written.
 */
export function checkMessageText(raw: string): { ok: true; text: string } | { ok: false; problem: MessageProblem; error: string } {
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (!text) return { ok: false, problem: 'empty', error: 'Please write your message' };
  if ([...text].length > STAY_MESSAGE_MAX) return { ok: false, problem: 'long', error: `A message can be at most ${STAY_MESSAGE_MAX} characters` };
  if (CONTROL_CHARACTERS.test(text)) return { ok: false, problem: 'control', error: 'A message may not hold control characters' };
  return { ok: true, text };
}
