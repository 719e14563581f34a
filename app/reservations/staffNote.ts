/** The concierge's note to the guest on confirming or declining: at most this many characters. */
export const STAFF_NOTE_MAX = 1000;
