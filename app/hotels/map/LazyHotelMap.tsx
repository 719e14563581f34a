import { lazy, memo, Suspense, type ComponentProps } from 'react';

const HotelMap = lazy(() => import('./HotelMap').then((module) => ({ default: module.HotelMap })));

/**
 * The hotels' map, its code loaded after the page's first scripts (issue 23's budget): the server
 * draws it whole (it waits for every boundary) and it works as plain links, so before its code
 * arrives it shows and works as it will after. On a link from another page it shows a moment after
 * the page, below the fold. Memoized: a boundary still showing the server's HTML must get no update
 * from a re-render of the page, or React empties it until the code arrives.
 */
export const LazyHotelMap = memo(function LazyHotelMap(props: ComponentProps<typeof HotelMap>) {
  return (
    <Suspense>
      <HotelMap {...props} />
    </Suspense>
  );
});
