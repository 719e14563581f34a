import siteCss from './site.css?inline';
import { fontFaceCss } from './fonts';

/** The CSS every page inlines: the font faces and the site stylesheet, minified by the build. */
export const inlineStylesheet = fontFaceCss + siteCss;
