// Resolved by React Router's Vite plugin; server/app.ts casts it to ServerBuild.
declare module 'virtual:react-router/server-build';
