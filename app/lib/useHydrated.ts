import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in the server render and during hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** `className`, and invisible until hydrated: a control that answers only then keeps its place (docs/decisions/0058). */
export function useHydratedClassName(className: string): string {
  return useHydrated() ? className : `${className} hidden-until-hydrated`;
}
