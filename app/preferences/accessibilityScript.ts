// No imports: the head script (theme/theme.ts) is built from this at module load.

/** The head script's part: the same rules as applyAccessibility (accessibility.ts), in plain ES5. */
export const accessibilityScript =
  "var a=JSON.parse(localStorage.getItem('accessibility')||'null');if(a){" +
  "if(a.fontSize==='large'||a.fontSize==='x-large')d.setAttribute('data-font-size',a.fontSize);" +
  "if(a.highContrast===true)d.setAttribute('data-contrast','high');" +
  "if(a.reducedMotion===true)d.setAttribute('data-motion','reduced');" +
  "if(a.textSpacing==='wide')d.setAttribute('data-text-spacing','wide')}";
