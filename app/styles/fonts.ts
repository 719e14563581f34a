// Self-hosted fonts (docs/product/design.md, "Type"): the Latin subset of the variable fonts from npm, one file
// per face, font-display: swap. Not preloaded: the browser asks for them when brandFaces.ts's class applies them.
import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import playfairUrl from '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2?url';

const latin =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

export const fontFaceCss = [
  ['Playfair Display', playfairUrl, '400 900'],
  ['Inter', interUrl, '100 900'],
]
  .map(
    ([family, url, weight]) =>
      `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format('woff2');unicode-range:${latin}}`,
  )
  .join('');
