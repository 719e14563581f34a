import { Link } from 'react-router';
import { useLocaleHref } from './useLocale';

/**
 * A translated sentence with a link inside it: the link's own translated words, found in the
 * sentence, become the link (languages order a sentence their own way, so the sentence is one
 * message). When a translation does not contain them, the link follows the sentence.
 */
export function TextWithLink({ text, link, to }: { text: string; link: string; to: string }) {
  const href = useLocaleHref(to);
  const at = text.indexOf(link);
  const anchor = <Link {...href}>{link}</Link>;
  if (at < 0) {
    return (
      <>
        {text} {anchor}
      </>
    );
  }
  return (
    <>
      {text.slice(0, at)}
      {anchor}
      {text.slice(at + link.length)}
    </>
  );
}
