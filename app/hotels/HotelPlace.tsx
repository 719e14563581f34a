import { langOf } from '~/i18n/contentTranslations';
import { useLocale } from '~/i18n/useLocale';
import type { HotelSummary } from './hotel';

/**
 * "City, Country" in the page's language: each name marked lang="en" while it has no translation,
 * and the comma of the language (`،` in Arabic, `，` in Chinese), or the English one between two English names.
 */
export function HotelPlace({ hotel }: { hotel: Pick<HotelSummary, 'city' | 'country' | 'english'> }) {
  const locale = useLocale();
  const bothEnglish = Boolean(hotel.english?.includes('city') && hotel.english.includes('country'));
  const comma = bothEnglish ? ', ' : locale === 'ar' ? '، ' : locale === 'zh' ? '，' : ', ';
  return (
    <>
      <span lang={langOf(hotel, 'city')}>{hotel.city}</span>
      {comma}
      <span lang={langOf(hotel, 'country')}>{hotel.country}</span>
    </>
  );
}
