import type { DecoIconName } from '~/ui/DecoIcon';

export const bookingSteps: { title: string; description: string; icon: DecoIconName }[] = [
  { title: 'Choose your dates', description: 'See what is free at every resort for your dates and party, with the total for your stay.', icon: 'key' },
  { title: 'Send your request', description: 'Pick a room and tell us anything we should know. No payment is taken online.', icon: 'bell' },
  { title: 'Your concierge confirms', description: 'We hold the room and confirm in writing, usually within a day, with every detail arranged.', icon: 'host' },
];
