/**
 * A hero's illustration, behind its text (the .hero styles place it). An <img> rather than a CSS
 * background so the browser finds it in the HTML and fetches it first: it is the largest paint of
 * most pages. Decorative: the hero's heading says what the page is.
 */
export function HeroImage({ src }: { src: string }) {
  return <img className="hero-image" src={src} alt="" width={1600} height={700} fetchPriority="high" decoding="async" />;
}
