import { accountApi } from '~/account/account.api.server';
import { passkeysApi } from '~/account/passkeys.api.server';
import { secondFactorApi } from '~/account/secondFactor.api.server';
import { shortlistApi } from '~/account/shortlist.api.server';
import { accountsApi } from '~/accounts/accounts.api.server';
import { passwordResetApi } from '~/accounts/passwordReset.api.server';
import { adminAuditApi } from '~/admin/audit.api.server';
import { adminApi } from '~/admin/outbox.api.server';
import { adminSubscribersApi } from '~/admin/subscribers.api.server';
import { adminUsersApi } from '~/admin/users.api.server';
import { createApiWith, type ApiFeature } from '~/api/api.server';
import type { ApiDeps } from '~/api/openapi.server';
import { blogApi } from '~/blog/blog.api.server';
import { contactApi } from '~/contact/contact.api.server';
import { ratesApi } from '~/currency/rates.api.server';
import { eventsApi } from '~/events/events.api.server';
import { eventsWriteApi } from '~/events/events.write.api.server';
import { hotelsApi } from '~/hotels/hotels.api.server';
import { staffHotelsApi } from '~/hotels/studio/staffHotels.api.server';
import { mediaApi } from '~/media/media.api.server';
import { placementsApi } from '~/media/placements.api.server';
import { messagesApi } from '~/inbox/messages.api.server';
import { loyaltyApi } from '~/loyalty/loyalty.api.server';
import { newsletterApi } from '~/newsletter/newsletter.api.server';
import { offersApi } from '~/offers/offers.api.server';
import { staffOffersApi } from '~/offers/studio/staffOffers.api.server';
import { calendarApi } from '~/pricing/calendar.api.server';
import { staffRatesApi } from '~/pricing/studio/staffRates.api.server';
import { staffSeasonsApi } from '~/pricing/studio/staffSeasons.api.server';
import { reservationsApi } from '~/reservations/reservations.api.server';
import { stayMessagesApi } from '~/reservations/stayMessages.api.server';
import { arrivalApi } from '~/reservations/arrival.api.server';
import { reviewsApi } from '~/reviews/reviews.api.server';
import { studioApi } from '~/studio/posts.api.server';
import { venuesApi } from '~/venues/venues.api.server';

/** The site's API features, in the order their routes are tried. */
const features: readonly ApiFeature[] = [
  hotelsApi,
  reviewsApi,
  reservationsApi,
  stayMessagesApi,
  arrivalApi,
  loyaltyApi,
  offersApi,
  calendarApi,
  venuesApi,
  accountsApi,
  accountApi,
  secondFactorApi,
  passkeysApi,
  shortlistApi,
  passwordResetApi,
  // Before the blog's GET /blog/{slug}: POST /blog/preview is the editors' preview.
  studioApi,
  blogApi,
  eventsApi,
  eventsWriteApi,
  staffHotelsApi,
  mediaApi,
  placementsApi,
  staffRatesApi,
  staffSeasonsApi,
  staffOffersApi,
  ratesApi,
  contactApi,
  messagesApi,
  newsletterApi,
  adminApi,
  adminUsersApi,
  adminSubscribersApi,
  adminAuditApi,
];

/** The site's JSON API under /api: the shared kit (app/api) with every feature's routes. */
export function createApi(deps: ApiDeps) {
  return createApiWith(deps, features);
}
