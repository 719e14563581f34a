import { useT } from '~/i18n/translate';
import { site } from '~/site.config';
import { HeroImage } from '~/ui/HeroImage';

export function BlogHero() {
  const t = useT();
  return (
    <section className="hero hero-blog">
      <HeroImage src="/images/heroes/blog.svg" />
      <div className="container hero-content">
        <p className="eyebrow">{site.publisher}</p>
        <h1>{t('blog_title')}</h1>
        <p className="lead">{t('blog_lead')}</p>
      </div>
    </section>
  );
}
