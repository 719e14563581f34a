/**
 * An element inside a translated sentence, wherever its language puts it: translate with the
 * element's value set to PLACEHOLDER, then `around(text, <strong>{name}</strong>)`.
 */
export const PLACEHOLDER = '\u0000';

export function around(text: string, element: React.ReactNode): React.ReactNode {
  const [before, after = ''] = text.split(PLACEHOLDER);
  return (
    <>
      {before}
      {element}
      {after}
    </>
  );
}
