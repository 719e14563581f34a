import { accountApi } from '~/account/account.api.server';
import { accountsApi } from '~/accounts/accounts.api.server';
import { passwordResetApi } from '~/accounts/passwordReset.api.server';
import { adminApi } from '~/admin/outbox.api.server';
import { createApiWith, type ApiFeature } from '~/api/api.server';
import type { ApiDeps } from '~/api/openapi.server';
import { blogApi } from '~/blog/blog.api.server';
import { contactApi } from '~/contact/contact.api.server';
import { eventsApi } from '~/events/events.api.server';
import { hotelsApi } from '~/hotels/hotels.api.server';
import { messagesApi } from '~/inbox/messages.api.server';
import { newsletterApi } from '~/newsletter/newsletter.api.server';
import { reservationsApi } from '~/reservations/reservations.api.server';
import { studioApi } from '~/studio/posts.api.server';

/** The site's API features, in the order their routes are tried. */
const features: readonly ApiFeature[] = [
  hotelsApi,
  reservationsApi,
  accountsApi,
  accountApi,
  passwordResetApi,
  // Before the blog's GET /blog/{slug}: POST /blog/preview is the editors' preview.
  studioApi,
  blogApi,
  eventsApi,
  contactApi,
  messagesApi,
  newsletterApi,
  adminApi,
];

/** The site's JSON API under /api: the shared kit (app/api) with every feature's routes. */
export function createApi(deps: ApiDeps) {
  return createApiWith(deps, features);
}
