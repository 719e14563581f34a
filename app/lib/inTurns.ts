/**
 * Runs work at most `max` at a time, the rest waiting in line. A slot freed is handed to the next in
 * line, so none is taken in between.
 */
export function inTurns(max: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
