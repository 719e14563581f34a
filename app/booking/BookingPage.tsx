import { Link } from 'react-router';
import { contentPageMeta } from '~/seo/meta';
import type { Route } from './+types/BookingPage';
import { site } from '~/site.config';
import { DecoIcon } from '~/ui/DecoIcon';
import { PageHero, SectionIntro } from '~/ui/PageHero';
import { BOOKING_SIGNUP_HREF, bookingSteps } from './bookingContent';

export function meta(args: Route.MetaArgs) {
  return contentPageMeta(args, 'Book Your Stay', `Reservations at ${site.name} are arranged personally by our concierge. Create an account to begin.`);
}

export default function BookingPage() {
  return (
    <>
      <PageHero variant="plain" eyebrow="Reservations" title="Book Your Stay" lead="Every stay is arranged personally by our concierge, never by a form alone.">
        <Link className="button button-gold" to={BOOKING_SIGNUP_HREF}>
          Create an Account to Book
        </Link>
      </PageHero>
      <section className="container section" aria-labelledby="booking-how">
        <SectionIntro id="booking-how" eyebrow="How it works" title="Reservations with Our Concierge">
          <p className="muted">
            We do not take bookings or payments online. Instead, a member of our concierge team arranges your suite, your table and your treatments with you,
            and confirms every detail in writing.
          </p>
        </SectionIntro>
        <ol className="card-grid" role="list">
          {bookingSteps.map((step) => (
            <li key={step.title}>
              <article className="card feature-card">
                <DecoIcon name={step.icon} />
                <h3 className="card-title">{step.title}</h3>
                <p className="muted">{step.description}</p>
              </article>
            </li>
          ))}
        </ol>
      </section>
      <section className="section section-alt centered" aria-labelledby="booking-cta">
        <div className="container">
          <h2 id="booking-cta">Ready to Begin?</h2>
          <div className="deco-rule" aria-hidden="true" />
          <p className="muted measure">
            Create your account and our concierge will be in touch. Prefer to talk? Call {site.contact.phone} or write to {site.contact.email}.
          </p>
          <p className="hero-actions">
            <Link className="button button-gold" to={BOOKING_SIGNUP_HREF}>
              Create an Account
            </Link>
            <Link className="button button-outline" to="/contact">
              Contact the Concierge
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
