import type { Plugin } from 'vite';
import { allPageRoutes, pathPattern } from '../../app/routeTable.ts';

const ID = 'virtual:route-kinds';

/**
 * `virtual:route-kinds`: the two answers of app/routeTable.ts the browser needs (which pages are
 * translated, which have a loading view), as regular expressions computed when the site is built.
 * The table itself (every page's module, cache and message settings, the API's rules) stays on the
 * server: in the shell it cost every page about 1.3 KB gzip (docs/decisions/0034).
 */
export function routeKindsPlugin(): Plugin {
  return {
    name: 'aurelia:route-kinds',
    resolveId: (source) => (source === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      const localized = allPageRoutes.filter((r) => r.localized).map((r) => pathPattern(r.path).source);
      const pending = allPageRoutes.filter((r) => r.pending).map((r) => `[${pathPattern(r.path)}, ${JSON.stringify(r.pending)}]`);
      return [`export const localizedPages = new RegExp(${JSON.stringify(localized.join('|'))});`, `export const pendingViews = [${pending.join(', ')}];`].join(
        '\n',
      );
    },
  };
}
