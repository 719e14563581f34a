import type { OutboxEntry } from './outbox.server';
import { formatWhen } from './paging';

/** How the sending of a mail went, in words. */
export function deliveryOf(mail: Pick<OutboxEntry, 'sentAt' | 'error'>) {
  if (mail.error) return { text: `Not sent: ${mail.error}`, failed: true };
  if (mail.sentAt) return { text: `Sent ${formatWhen(mail.sentAt)}`, failed: false };
  return { text: 'Kept here, not sent', failed: false };
}
