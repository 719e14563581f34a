import { contactCategoryOptions } from '~/contact/categories';
import type { ContactCategory, MessageStatus } from '~/db/schema';

export const categoryLabel = (category: ContactCategory) => contactCategoryOptions.find((o) => o.value === category)?.label ?? category;

export const statusLabels: Record<MessageStatus, string> = { open: 'Open', handled: 'Handled' };
