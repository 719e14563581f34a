const WORDS_PER_MINUTE = 200;

/** Minutes to read: words split on spaces, divided by 200, rounded up (docs/product/requirements.md section 9). */
export function readingTimeMinutes(content: string): number {
  return Math.ceil(content.split(' ').length / WORDS_PER_MINUTE);
}
