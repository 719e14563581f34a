import { contactCategoryOptions } from '~/contact/categories';
import type { ContactCategory, MessageStatus } from '~/db/schema';
import { formatUtcDate } from '~/lib/dates';

export const categoryLabel = (category: ContactCategory) => contactCategoryOptions.find((o) => o.value === category)?.label ?? category;

export const statusLabels: Record<MessageStatus, string> = { open: 'Open', handled: 'Handled' };

/** When a message came in, to the minute (UTC, as the server renders it). */
export const receivedText = (iso: string) => `${formatUtcDate(iso, 'MMM d, yyyy, HH:mm')} UTC`;
