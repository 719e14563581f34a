import type { MessageKey } from '~/i18n/translate';
import type { DecoIconName } from '~/ui/DecoIcon';

/**
 * The events page's four categories (docs/product/requirements.md section 2, Events), as catalogue
 * keys (`events_…`, app/i18n/messages): the page shows them in its language.
 */
export const eventCategories: { title: MessageKey; description: MessageKey; icon: DecoIconName }[] = [
  { title: 'events_tournaments', description: 'events_tournaments_text', icon: 'trophy' },
  { title: 'events_galas', description: 'events_galas_text', icon: 'glass' },
  { title: 'events_entertainment', description: 'events_entertainment_text', icon: 'music' },
  { title: 'events_celebrations', description: 'events_celebrations_text', icon: 'heart' },
];
