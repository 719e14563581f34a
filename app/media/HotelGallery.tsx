import { lazy, Suspense, useId, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { localizedPath } from '~/i18n/locales';
import { useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { useHydrated } from '~/lib/useHydrated';
import { photoPath } from './photoPath';
import { Picture } from './Picture';
import type { ShownMedia } from './sources';

/** Asked for at the first click on a picture: a page that is only looked at never loads it. */
const loadDialog = () => import('./GalleryDialog');
const GalleryDialog = lazy(() => loadDialog().then((module) => ({ default: module.GalleryDialog })));

/** A click the page may take over: the main button, no key held (a new tab or window stays the browser's). */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A hotel's gallery: small pictures, each a link to its own page, which is the whole gallery
 * without JavaScript. Once React runs, a link opens the picture in a modal dialog instead (previous,
 * next, the arrow keys, Escape), and closing it gives the focus back to the link. Below the
 * fold, its code loads after the page's first scripts (HotelPage's RoomsAndVenues): a click before
 * it arrives follows the link. The dialog's own code comes with the first click that opens it.
 */
export function HotelGallery({ slug, hotelName, media }: { slug: string; hotelName: string; media: ShownMedia[] }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  // Once asked for, the dialog stays rendered (closed between pictures).
  const [wanted, setWanted] = useState(false);
  // A link opens the dialog once React runs: until then (and without JavaScript) the links are the gallery.
  const hydrated = useHydrated();
  const gallery = media.filter((m) => m.role === 'gallery');
  if (gallery.length === 0) return null;
  const open = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    const link = event.currentTarget;
    opener.current = link;
    // Its code first: should it never arrive (a lost connection), the link's own page shows the picture.
    loadDialog().then(
      () => {
        setWanted(true);
        setShown(index);
      },
      () => window.location.assign(link.href),
    );
  };
  return (
    <section className="hotel-gallery" aria-labelledby="gallery-heading">
      <h2 id="gallery-heading">{t('hotels_gallery')}</h2>
      <ul className="hotel-gallery-list" role="list">
        {gallery.map((picture, i) => (
          <li key={picture.sources[0]!.url}>
            <Link
              to={localizedPath(locale, photoPath(slug, i + 1))}
              onClick={(event) => open(event, i)}
              {...(hydrated ? { 'aria-haspopup': 'dialog' as const } : {})}
            >
              <Picture picture={picture} sizes="(min-width: 900px) 240px, 45vw" className="hotel-gallery-image" />
              {/* The link's name: the picture's alt, or its place when the picture is decorative. */}
              {picture.alt === '' && <span className="visually-hidden">{t('hotels_photo_of', { n: i + 1, total: gallery.length })}</span>}
            </Link>
          </li>
        ))}
      </ul>
      {wanted && (
        <Suspense>
          <GalleryDialog
            id={id}
            ref={dialog}
            hotelName={hotelName}
            gallery={gallery}
            shown={shown}
            onShow={setShown}
            onClosed={() => {
              setShown(null);
              opener.current?.focus();
              opener.current = null;
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
