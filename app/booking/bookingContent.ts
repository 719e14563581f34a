import type { MessageKey } from '~/i18n/translate';
import type { DecoIconName } from '~/ui/DecoIcon';

/** How a stay is reserved, step by step: the texts are the catalogue's (area `booking`). */
export const bookingSteps: { title: MessageKey; description: MessageKey; icon: DecoIconName }[] = [
  { title: 'bookstay_step_dates_title', description: 'bookstay_step_dates_text', icon: 'key' },
  { title: 'bookstay_step_request_title', description: 'bookstay_step_request_text', icon: 'bell' },
  { title: 'bookstay_step_confirm_title', description: 'bookstay_step_confirm_text', icon: 'host' },
];
