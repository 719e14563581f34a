/** The staff's internal note on a contact message: at most this many characters, never shown to the sender. */
export const INTERNAL_NOTE_MAX = 2000;

// Line breaks and tabs are text in a note; other control characters are not.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** What is wrong with a note as typed (CRLF already made LF), or null. */
export function internalNoteProblem(note: string): string | null {
  if ([...note].length > INTERNAL_NOTE_MAX) return `The note must be at most ${INTERNAL_NOTE_MAX.toLocaleString('en')} characters`;
  if (CONTROL_CHARACTERS.test(note)) return 'The note may not hold control characters';
  return null;
}

/** The inbox's status filter: open (the default), handled, or every message. */
export const statusFilters = ['open', 'handled', 'all'] as const;
export type StatusFilter = (typeof statusFilters)[number];

export const MESSAGES_PER_PAGE = 25;
