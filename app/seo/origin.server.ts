/** The public origin for absolute URLs: PUBLIC_ORIGIN when set (behind a proxy), else the request's. */
export function publicOrigin(request: Request): string {
  const configured = process.env.PUBLIC_ORIGIN;
  return configured ? new URL(configured).origin : new URL(request.url).origin;
}
