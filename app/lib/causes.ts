/**
 * An error and its causes, outermost first: Drizzle wraps the driver's error as `cause`, so what
 * the database said is found further down the chain.
 */
export function* causeChain(error: unknown): Generator<Record<string, unknown>> {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) yield e as Record<string, unknown>;
}
