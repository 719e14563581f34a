import { useEffect } from 'react';
import { Link } from 'react-router';
import { forgetEndedSession } from '~/accounts/storedSession';
import { site } from '~/site.config';
import { PageBanner } from '~/ui/PageHero';

export function meta() {
  return [{ title: `Account Deleted | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

/**
 * Where deleting an account ends: the session cookie is already gone. A form sent before the
 * scripts ran leaves the stored session in the browser: it is forgotten here, before the header
 * could show it again.
 */
export default function AccountDeletedPage() {
  useEffect(forgetEndedSession, []);
  return (
    <>
      <PageBanner id="deleted-heading" eyebrow="Your account" title="Account Deleted" />
      <div className="container section centered measure">
        <p role="status">Your account is deleted and you are signed out everywhere. Any coming stays have been cancelled.</p>
        <p>We hope to welcome you again one day.</p>
        <p>
          <Link className="button button-gold" to="/">
            Back to the Home Page
          </Link>
        </p>
      </div>
    </>
  );
}
