import { Link } from 'react-router';
import { localizedPath } from '~/i18n/locales';
import { useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { Picture } from './Picture';
import type { ShownMedia } from './sources';

/** Where a hotel's gallery picture has its own page (1 is the first). */
export const photoPath = (slug: string, n: number) => `/rooms/${slug}/photos/${n}`;

/**
 * A hotel's gallery: small pictures, each a link to its own page (plain links: it works without
 * JavaScript and adds none). Lazily loaded, below the fold.
 */
export function HotelGallery({ slug, media }: { slug: string; media: ShownMedia[] }) {
  const t = useT();
  const locale = useLocale();
  const gallery = media.filter((m) => m.role === 'gallery');
  if (gallery.length === 0) return null;
  return (
    <section className="hotel-gallery" aria-labelledby="gallery-heading">
      <h2 id="gallery-heading">{t('hotels_gallery')}</h2>
      <ul className="hotel-gallery-list" role="list">
        {gallery.map((picture, i) => (
          <li key={picture.sources[0]!.url}>
            <Link to={localizedPath(locale, photoPath(slug, i + 1))}>
              <Picture picture={picture} sizes="(min-width: 900px) 240px, 45vw" className="hotel-gallery-image" />
              {/* The link's name: the picture's alt, or its place when the picture is decorative. */}
              {picture.alt === '' && <span className="visually-hidden">{t('hotels_photo_of', { n: i + 1, total: gallery.length })}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
