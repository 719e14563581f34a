import type { ReactNode } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { pendingViewFor } from '~/routeKinds';
import type { PendingView } from '~/routeTable';

/**
 * While a link's page loads, show that page's loading state (docs/product/requirements.md sections
 * 2 and 4) instead of leaving the previous page up. Which page has which state: app/routeTable.ts;
 * what each state looks like: `views`, from the root (the features own them).
 */
export function PendingAwareOutlet({ views }: { views: Record<PendingView, ReactNode> }) {
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.state === 'loading' ? navigation.location : undefined;
  const view = target && target.pathname !== location.pathname ? pendingViewFor(target.pathname) : undefined;
  return view ? views[view] : <Outlet />;
}
