import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { minifySync } from 'rolldown/utils';
import type { Plugin } from 'vite';
import { pageRoutes } from '../../app/routeTable.ts';
import { MAX_PRIORITY, planChunks, type ChunkPlan } from './chunkPlan.ts';

const APP = fileURLToPath(new URL('../../app/', import.meta.url));
const ROOT_MODULE = `${APP}root.tsx`;
/** React Router's client entry of a route module is the module's id with this query. */
const ROUTE_ENTRY = '?__react-router-build-client-route';
/** One more file on a first load: its response headers over HTTP/1.1 (about 300 bytes), its import and export lines and its own compression. */
const REQUEST_COST = 450;
/** A lazy part loaded before a page's first render counts twice its bytes (chunkPlan.ts). */
const LAZY_WEIGHT = 2;
/**
 * Planned files per page at most. Beside them a page loads five: React Router's entry, Rolldown's
 * runtime helpers, root's, the shell and its route's; issue 34 asks for 12 script requests at most.
 */
const MAX_FILES_PER_PAGE = 6;
/**
 * The hotel page is the heaviest (its calendar's date library, the offers, the gallery): it loaded
 * 125.7 KB of scripts on the wire against issue 34's 125, the hotel list's card among them for `/`
 * and `/rooms`' sake. A module it loads without needing counts fifty times there (ten did not move
 * the card): 124.8 KB. Its map, which it loads anyway, now comes with its first load.
 */
const TIGHT_PAGES = { pages: [`${APP}hotels/HotelPage.tsx`], weight: 50 };
/** react-dom's small half, which React Router's runtime imports (its client half stays with the entry, which alone uses it). */
const WITH_THE_SHELL = /[\\/]node_modules[\\/]react-dom[\\/](?:index\.js|cjs[\\/]react-dom\.production\.js)$/;

/** A module's bytes on the wire, alone: minified and compressed as scripts/compress-assets.mjs does. */
function wireSize(id: string, code: string): number {
  const minified = /\.[cm]?[jt]sx?$/.test(id) ? minifySync(id, code).code : code;
  return brotliCompressSync(minified, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;
}

/**
 * Modules a page imports only when a visitor acts (a click), never to render: no page's load
 * counts them, so the plan leaves them in files of their own rather than in a file a page loads.
 * The step-up's passkey ceremony (a press of "Use a passkey") had been grouped into the file of the
 * account forms' checks that `/account` loads: 0.3 KB of its first load, at its budget.
 */
const ON_A_VISITORS_ACTION = ['media/GalleryDialog.tsx', 'accounts/stepUpPasskey.ts'];

/** Groups set up before the plan is known, filled from it in order of priority. */
const MAX_CHUNKS = 64;

/**
 * The browser build's files (docs/decisions/0034, 0039): the shell (app/root.tsx and what it
 * imports, with React and React Router) in one file, and the other modules grouped by
 * scripts/support/chunkPlan.ts from the import graph, once it is known, weighed over the public
 * pages of app/routeTable.ts. Route modules keep a file each: a page loads only its own route's.
 */
export function chunkPlanPlugin(): Plugin {
  let plan: ChunkPlan | undefined;
  const shell = new Set<string>();
  return {
    name: 'aurelia:chunk-plan',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const routes = new Set(ids.filter((id) => id.endsWith(ROUTE_ENTRY)).map((id) => id.slice(0, -ROUTE_ENTRY.length)));
      const modules = new Map<string, { size: number; imports: string[]; dynamicImports: string[] }>();
      for (const id of ids) {
        if (!id.startsWith(APP) || id.includes('?')) continue;
        const info = this.getModuleInfo(id)!;
        const dynamicImports = info.dynamicallyImportedIds.filter((imported) => !ON_A_VISITORS_ACTION.some((file) => imported === APP + file));
        modules.set(id, { size: wireSize(id, info.code ?? ''), imports: info.importedIds, dynamicImports });
      }
      const visit = (id: string) => {
        if (shell.has(id) || !modules.has(id)) return;
        shell.add(id);
        modules.get(id)!.imports.forEach(visit);
      };
      visit(ROOT_MODULE);
      const pages = [...new Set(pageRoutes.filter((r) => r.localized).map((r) => APP + r.module))].filter((id) => routes.has(id));
      plan = planChunks({
        modules,
        shell,
        pages,
        routes,
        requestCost: REQUEST_COST,
        lazyWeight: LAZY_WEIGHT,
        maxFilesPerPage: MAX_FILES_PER_PAGE,
        tight: TIGHT_PAGES,
      });
      for (const id of plan.shell) shell.add(id);
      // CHUNK_PLAN=file writes the plan down, to see why a module went where it did.
      if (process.env.CHUNK_PLAN) writeFileSync(process.env.CHUNK_PLAN, JSON.stringify(plan, null, 1));
      if (plan.chunks.length > MAX_CHUNKS) this.error(`the chunk plan has ${plan.chunks.length} groups, more than ${MAX_CHUNKS}: raise MAX_CHUNKS`);
      // Rolldown's priorities: a group the others import first.
      plan.chunks.sort((a, b) => b.priority - a.priority);
    },
    outputOptions(options) {
      // Called before the graph is known: the groups read the plan when Rolldown asks them, after buildEnd.
      const inShell = (id: string) => shell.has(id) || WITH_THE_SHELL.test(id);
      const slot = (i: number) => plan?.chunks[i];
      const groups = [
        { name: 'shell', test: inShell, priority: MAX_PRIORITY },
        ...Array.from({ length: MAX_CHUNKS }, (_, i) => ({
          name: () => slot(i)?.name ?? null,
          // Names the group in the bundler's timing report, its name being known only later.
          debugName: `chunk-plan-${i}`,
          test: (id: string) => slot(i)?.modules.includes(id) ?? false,
          priority: MAX_CHUNKS - i,
        })),
      ];
      return { ...options, codeSplitting: { groups } };
    },
  };
}
