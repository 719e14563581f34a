import { HeroImage } from '~/ui/HeroImage';

/** The hotel list's hero: all that shows while the list loads (docs/product/requirements.md section 2). */
export function HotelListHero() {
  return (
    <section className="hero hero-rooms">
      <HeroImage src="/images/heroes/rooms.svg" />
      <div className="container hero-content">
        <p className="eyebrow">Our Collection</p>
        <h1>Luxury Hotels &amp; Casino Resorts</h1>
        <p className="lead">Six grand addresses, from the Alps to the Gulf, ranked by the guests who stayed.</p>
        <a className="button button-gold" href="#hotels">
          Explore Hotels
        </a>
      </div>
    </section>
  );
}
