/**
 * The audit log's actions in words for the studio (English, as the studio is): `auditLabel` reads
 * the action written by `recordAudit` (`entity.verb`) as a short phrase; the page keeps the raw name
 * beside it. auditLabels.test.ts checks that every action the code writes has its label.
 */
export const AUDIT_LABELS = {
  'user.role': 'role changed',
  'user.disabled': 'account disabled',
  'user.enabled': 'account enabled',
  'user.two-step-off': 'two-step sign-in turned off by an admin',
  'user.passkey-removed': 'passkey removed by an admin',
  'account.new-device': 'sign-in from a new device',
  'account.two-step-on': 'two-step sign-in turned on',
  'account.two-step-off': 'two-step sign-in turned off',
  'account.passkey-added': 'passkey added',
  'account.passkey-removed': 'passkey removed',
  'account.recovery-codes-new': 'new recovery codes',
  'account.recovery-code-used': 'recovery code used',
  'account.password-changed': 'password changed',
  'account.email-changed': 'email changed',
  'subscriber.unsubscribe': 'newsletter subscriber removed',
  'message.handled': 'message marked handled',
  'message.reopened': 'message opened again',
  'message.note': 'message note changed',
  'reservation.confirmed': 'reservation confirmed',
  'reservation.declined': 'reservation declined',
  'reservation.cancelled': 'reservation cancelled',
  'reservation.completed': 'stay completed',
  'booking.cancelled': 'table or treatment booking cancelled',
  'points.adjust': 'points adjusted',
  'points.settings': 'tier bonus changed',
  'rate.update': 'exchange rate changed',
  'review.hidden': 'review hidden',
  'review.shown': 'review shown again',
  'event.create': 'event created',
  'event.update': 'event changed',
  'event.delete': 'event deleted',
  'offer.create': 'offer created',
  'offer.update': 'offer changed',
  'offer.delete': 'offer deleted',
  'hotel.update': 'hotel changed',
  'hotelPricing.update': 'hotel pricing changed',
  'roomType.create': 'room type created',
  'roomType.update': 'room type changed',
  'roomType.delete': 'room type deleted',
  'roomRates.set': 'room rates set',
  'roomRates.clear': 'room rates cleared',
  'season.create': 'season created',
  'season.update': 'season changed',
  'season.delete': 'season deleted',
  'media.create': 'picture uploaded',
  'media.update': 'picture details changed',
  'media.delete': 'picture deleted',
  'venue.update': 'venue changed',
  'venue.translations': 'venue translations saved',
  'venue.sitting.create': 'sitting added',
  'venue.sitting.update': 'sitting changed',
  'venue.sitting.delete': 'sitting deleted',
  'venue.treatment.create': 'treatment added',
  'venue.treatment.update': 'treatment changed',
  'venue.treatment.delete': 'treatment deleted',
  'venue.treatment.withdraw': 'treatment withdrawn',
} as const satisfies Record<string, string>;

/** What the actions made of an entity's name say (`hotel.media.attach`, `offer.translations`). */
const ENTITY_WORDS: Record<string, string> = {
  hotel: 'hotel',
  roomType: 'room type',
  venue: 'venue',
  offer: 'offer',
  post: 'blog post',
  event: 'event',
};

const MEDIA_VERBS: Record<string, string> = { attach: 'picture added to', detach: 'picture taken off', move: 'picture moved on' };

/** The action in words, or null when it has none (the page then shows the raw name alone). */
export function auditLabel(action: string): string | null {
  if (Object.hasOwn(AUDIT_LABELS, action)) return AUDIT_LABELS[action as keyof typeof AUDIT_LABELS];
  const media = /^(\w+)\.media\.(attach|detach|move)$/.exec(action);
  if (media && ENTITY_WORDS[media[1]!]) return `${MEDIA_VERBS[media[2]!]} a ${ENTITY_WORDS[media[1]!]}`;
  const translations = /^(\w+)\.translations$/.exec(action);
  if (translations && ENTITY_WORDS[translations[1]!]) return `${ENTITY_WORDS[translations[1]!]} translations saved`;
  return null;
}
