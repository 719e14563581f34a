import { describe, expect, it } from 'vitest';
import { isLocalizedPath, pendingViewFor } from './routeKinds';
import * as table from './routeTable';

/** Every page's path with its parameters filled, in every language, and a few that are no page. */
const paths = [
  ...table.allPageRoutes.map((r) => `/${r.path.replaceAll(/:[^/]+/g, 'x').replace(/\*$/, 'a/b')}`),
  '/fr/',
  '/fr/rooms/x/extra',
  '/no-such-page',
  '/frrooms',
  '/api/rooms',
];

describe('the browser’s route kinds', () => {
  it('answer as the route table does for every page in every language', () => {
    for (const path of paths) {
      expect(isLocalizedPath(path), path).toBe(table.isLocalizedPath(path));
      expect(pendingViewFor(path), path).toBe(table.pendingViewFor(path));
    }
  });

  it('know the translated pages and the loading views', () => {
    expect(isLocalizedPath('/de/rooms/x')).toBe(true);
    expect(isLocalizedPath('/studio')).toBe(false);
    expect(pendingViewFor('/zh/blog/x')).toBe('post');
    expect(pendingViewFor('/casino')).toBeUndefined();
  });
});
