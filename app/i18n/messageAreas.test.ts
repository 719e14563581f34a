import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '~/routeTable';
import { partOfKey, type MessageArea } from './messageAreas';
import en from './messages/en.json';

// Every key a page can show must be in its data: the shell's, or an area its route names. Read from
// the sources: each route module and everything it imports, and the root's for the shell. Keys
// written in the page's server code count (a loader may hand a key to the page).

const APP = fileURLToPath(new URL('..', import.meta.url));
const KEYS = new Set(Object.keys(en));
// Imports that bring values (not `import type`), dynamic imports, and imports for their effect.
const IMPORTS = /^\s*(?:import|export)\s+(?!type\s)[^;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;
/** Comments, which may name a key without showing it. */
const COMMENTS = /\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/.*$/gm;
const KEY_LITERALS = /['"`]([a-z0-9]+(?:_[a-z0-9]+)+)['"`]/g;

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('~/')
    ? path.join(APP, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
    (file) => /\.tsx?$/.test(file) && existsSync(file),
  );
}

const isServer = (file: string) => file.includes('.server.');
/** A mail's composer (tierMail.server.ts and the like) writes its keys into a mail, never into a page's data. */
const writesMail = (file: string) => /Mail\.server\.tsx?$/.test(file);

/** Each catalogue key the module and its imports name, with the first file naming it. */
function keysOf(module: string): Map<string, string> {
  const keys = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [path.join(APP, module)];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of writesMail(file) ? [] : source.replace(COMMENTS, '').matchAll(KEY_LITERALS)) {
      if (KEYS.has(match[1]!) && !keys.has(match[1]!)) keys.set(match[1]!, path.relative(APP, file));
    }
    for (const match of source.matchAll(IMPORTS)) {
      const next = resolveImport(file, (match[1] ?? match[2] ?? match[3])!);
      // Server code translates with the whole catalogue (app/i18n/catalogs.server.ts): what it
      // imports besides other server code (SUB_SCORES' keys for a query, say) is not shown by the page.
      if (next && !next.includes('.test.') && (!isServer(file) || isServer(next))) queue.push(next);
    }
  }
  return keys;
}

const areasNamed = (keys: Map<string, string>) =>
  [...new Set([...keys.keys()].map(partOfKey))].filter((part): part is MessageArea => part !== 'shell' && part !== 'server').sort();

describe('the catalogue per page', () => {
  it('the shell holds every key the root, its header, footer, dialogs and loading views show', () => {
    const outside = [...keysOf('root.tsx')].filter(([key]) => partOfKey(key) !== 'shell').map(([key, file]) => `${key} (${file})`);
    expect(outside).toEqual([]);
  });

  it.each(pageRoutes.filter((r) => /\.tsx$/.test(r.module)).map((r) => [r.path || '/', r] as const))(
    '%s names exactly the areas its modules show',
    (_, route) => {
      expect(areasNamed(keysOf(route.module))).toEqual([...(route.messages ?? [])].sort());
    },
  );

  it.each(pageRoutes.filter((r) => r.messages).map((r) => [r.path, r] as const))(
    "%s: its error boundary's texts are the shell's (a failed load brings no areas)",
    (_, route) => {
      const source = readFileSync(path.join(APP, route.module), 'utf8');
      const boundary = /^export function ErrorBoundary[\s\S]*?^}$/m.exec(source)?.[0] ?? '';
      const keys = [...boundary.matchAll(KEY_LITERALS)].map((m) => m[1]!).filter((key) => KEYS.has(key));
      expect(keys.filter((key) => partOfKey(key) !== 'shell')).toEqual([]);
    },
  );

  it("the mails' texts are named in server code only", () => {
    const pages = pageRoutes.map((r) => keysOf(r.module)).concat(keysOf('root.tsx'));
    const inBrowserCode = pages.flatMap((keys) => [...keys].filter(([key, file]) => partOfKey(key) === 'server' && !isServer(file)));
    expect(inBrowserCode).toEqual([]);
  });
});
