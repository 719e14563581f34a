import { Fragment } from 'react';

/**
 * A translated sentence with an element in it: the message is asked with `'\u0000'` for the
 * element's placeholder (`t('hotels_signed_in_as', { name: '\u0000' })`), and the element takes
 * that place, wherever the language puts it.
 */
export function withNode(text: string, node: React.ReactNode): React.ReactNode {
  const [before, ...after] = text.split('\u0000');
  return (
    <>
      {before}
      {after.map((part, i) => (
        <Fragment key={i}>
          {node}
          {part}
        </Fragment>
      ))}
    </>
  );
}
