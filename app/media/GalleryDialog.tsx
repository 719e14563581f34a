import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import { isolated } from '~/i18n/format';
import { useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { keepTabInside } from '~/ui/dialogCommands';
import { CloseIcon } from '~/ui/icons';
import { Picture } from './Picture';
import type { ShownMedia } from './sources';

/**
 * The hotel's gallery as a modal dialog (the enhancement of HotelGallery's links, once React runs):
 * one picture at a time with its caption, Previous and Next (which go round), the arrow keys doing
 * the same (mirrored in a right-to-left language), Escape or the close icon closing it. The
 * platform's modal <dialog> makes the page beneath inert; Tab stays among the dialog's controls.
 * Its name is its title, which names the hotel and the picture's place, and is announced as it changes.
 */
export function GalleryDialog({
  id,
  ref,
  hotelName,
  gallery,
  shown,
  onShow,
  onClosed,
}: {
  id: string;
  ref: RefObject<HTMLDialogElement | null>;
  hotelName: string;
  gallery: ShownMedia[];
  /** The index of the picture shown; null while closed. */
  shown: number | null;
  onShow: (index: number) => void;
  onClosed: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const total = gallery.length;
  // Opens on a picture asked for (the first time, as soon as this code has arrived).
  useEffect(() => {
    if (shown !== null && ref.current && !ref.current.open) ref.current.showModal();
  }, [ref, shown]);
  const picture = shown === null ? undefined : gallery[shown];
  const step = (by: number) => {
    if (shown !== null) onShow((shown + by + total) % total);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    keepTabInside(event);
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    step((event.key === 'ArrowRight') !== rtl ? 1 : -1);
  };
  return (
    <dialog id={id} ref={ref} className="dialog gallery-dialog" aria-labelledby={`${id}-title`} onKeyDown={onKeyDown} onClose={onClosed}>
      {/* First in the dialog, so it takes the focus when the dialog opens. */}
      <button type="button" className="icon-button dialog-close-icon" aria-label={t('dialog_close')} onClick={() => ref.current?.close()}>
        <CloseIcon />
      </button>
      <h2 id={`${id}-title`} className="dialog-title" aria-live="polite">
        {shown !== null && t('hotels_photo_title', { hotel: isolated(hotelName, locale), n: shown + 1, total })}
      </h2>
      {picture && (
        <figure className="gallery-dialog-figure">
          <Picture key={picture.sources[0]!.url} picture={picture} sizes="(min-width: 1200px) 1100px, 100vw" className="gallery-dialog-image" />
          {picture.alt && <figcaption lang={picture.altLang}>{picture.alt}</figcaption>}
        </figure>
      )}
      {total > 1 && (
        <div className="gallery-dialog-nav">
          <button type="button" className="button button-outline" onClick={() => step(-1)}>
            {t('hotels_photo_previous')}
          </button>
          <button type="button" className="button button-outline" onClick={() => step(1)}>
            {t('hotels_photo_next')}
          </button>
        </div>
      )}
    </dialog>
  );
}
