// Resolved by React Router's Vite plugin; server/app.ts casts it to ServerBuild.
declare module 'virtual:react-router/server-build';

// Built by scripts/support/routeKindsPlugin.ts from app/routeTable.ts (read through app/routeKinds.ts).
declare module 'virtual:route-kinds' {
  export const localizedPages: RegExp;
  export const pendingViews: ReadonlyArray<readonly [RegExp, import('./routeTable').PendingView]>;
}
