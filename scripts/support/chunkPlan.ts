/**
 * Which of the site's modules share a script file in the browser build (docs/decisions/0039).
 *
 * A first visit to a page fetches every file its modules are in, the files those import, then the
 * parts it loads with React.lazy. Each file costs a request, its response headers and its own
 * compression (about 450 bytes over HTTP/1.1), so thirty files of 400 bytes cost more than the code
 * in them; one file for everything makes each page fetch the others' code. The plan starts from one
 * group per set of public pages that load the same modules, then, while a merge lowers the cost,
 * merges the two groups whose merge lowers it most. The cost, summed over the public pages: a
 * request for each file a page loads; the bytes of each module a page loads without needing it;
 * the bytes of a lazy part a page now loads before its first render, counted `lazyWeight` times
 * (they hold back its hydration, and the first-load budget is tight); and, far above all that, each
 * file a page loads beyond `maxFilesPerPage`. The shell, which every page loads first, is one of the
 * groups; a group joins it on the same terms if it imports nothing outside it.
 */

export interface PlanModule {
  /** Its bytes on the wire alone (minified and compressed). */
  size: number;
  imports: readonly string[];
  dynamicImports: readonly string[];
}

export interface PlanInput {
  /** The app's modules (no libraries): what each imports, statically and dynamically. */
  modules: ReadonlyMap<string, PlanModule>;
  /** app/root.tsx and what it imports: the shell, which every page loads first. */
  shell: ReadonlySet<string>;
  /** The route modules of the public pages: the pages whose bytes the plan weighs. */
  pages: readonly string[];
  /** Every route module (the studio's too): the entry of its own file, never grouped. */
  routes: ReadonlySet<string>;
  /** What one more file costs each page that loads it, in the unit of `size`. */
  requestCost: number;
  /** How many times a lazy part's bytes count when a page loads them before its first render. */
  lazyWeight: number;
  /** The planned files a page may load (beside its route's, the shell's and React Router's own). */
  maxFilesPerPage: number;
  /**
   * Pages whose scripts are near their budget (route modules, a subset of `pages`), and how many
   * times a module they load without needing it counts there. The cost sums the pages' bytes, so
   * without it a file saved on two pages pays for a module on a third however heavy that one is.
   */
  tight?: { pages: readonly string[]; weight: number };
}

export interface PlannedChunk {
  name: string;
  modules: string[];
  /**
   * Rolldown's group priority: a group that others import comes first, so that none takes the
   * modules of a group it imports (a group takes its imports with it when they are still free).
   */
  priority: number;
}

export interface ChunkPlan {
  /** Modules that join the shell's file. */
  shell: string[];
  chunks: PlannedChunk[];
  /** What the plan costs, in the unit of `size`, and the files its pages load beyond the limit. */
  cost: { bytes: number; over: number };
}

/** Above every planned chunk's priority (the shell's). */
export const MAX_PRIORITY = 1000;

/** A set of pages, as bits (pages are few: a handful of words). */
type Pages = Uint32Array;
const words = (n: number) => Math.ceil(n / 32);
const pagesOf = (n: number, indexes: Iterable<number>): Pages => {
  const set = new Uint32Array(words(n));
  for (const i of indexes) set[i >> 5]! |= 1 << (i & 31);
  return set;
};
const or = (a: Pages, b: Pages) => a.map((w, i) => w | b[i]!);
const bits = (w: number) => {
  let c = 0;
  for (let x = w; x; x &= x - 1) c++;
  return c;
};
/** |a \ b|, or |a ∩ c \ b| */
const countMinus = (a: Pages, b: Pages, c?: Pages) => a.reduce((sum, w, i) => sum + bits(w & ~b[i]! & (c ? c[i]! : ~0)), 0);
const countOf = (a: Pages) => countMinus(a, new Uint32Array(a.length));
const has = (a: Pages, i: number) => (a[i >> 5]! & (1 << (i & 31))) !== 0;

interface Use {
  size: number;
  /** The pages that load it at start, and those of them that need it for their first render. */
  pages: Pages;
  first: Pages;
}

interface Group {
  modules: string[];
  need: Pages;
  needFirst: Pages;
  shell?: true;
}

/** The modules reached from `start` through `edges`, not entering `stop`. */
function closure(start: Iterable<string>, edges: (id: string) => readonly string[], stop: (id: string) => boolean): Set<string> {
  const seen = new Set<string>();
  for (const queue = [...start]; queue.length;) {
    const id = queue.pop()!;
    if (seen.has(id) || stop(id)) continue;
    seen.add(id);
    queue.push(...edges(id));
  }
  return seen;
}

export function planChunks(input: PlanInput): ChunkPlan {
  const { modules, shell, pages, routes, requestCost, lazyWeight, maxFilesPerPage, tight } = input;
  const n = pages.length;
  const staticOf = (id: string) => modules.get(id)?.imports ?? [];
  const dynamicOf = (id: string) => modules.get(id)?.dynamicImports ?? [];
  const outside = (id: string) => !modules.has(id) || shell.has(id);

  // What each public page loads: its first load (static imports), then the lazy parts that its
  // modules and the shell import.
  const firstOf = new Map<string, number[]>();
  const allOf = new Map<string, number[]>();
  const note = (map: Map<string, number[]>, id: string, page: number) => map.set(id, [...(map.get(id) ?? []), page]);
  const shellLazy = [...shell].flatMap(dynamicOf);
  pages.forEach((page, index) => {
    const first = closure(staticOf(page), staticOf, (id) => outside(id) || routes.has(id));
    const lazy = new Set<string>();
    for (let more = [...shellLazy, ...[...first, page].flatMap(dynamicOf)]; more.length;) {
      const found = closure(more, staticOf, (id) => outside(id) || first.has(id) || lazy.has(id));
      for (const id of found) lazy.add(id);
      more = [...found].flatMap(dynamicOf);
    }
    for (const id of first) note(firstOf, id, index);
    for (const id of [...first, ...lazy]) note(allOf, id, index);
  });
  const uses = new Map<string, Use>(
    [...allOf].map(([id, all]) => [id, { size: modules.get(id)!.size, pages: pagesOf(n, all), first: pagesOf(n, firstOf.get(id) ?? []) }]),
  );

  // A module of one route's first load alone stays in that route's file (Rolldown's own chunking).
  const owners = new Map<string, number>();
  for (const route of routes)
    for (const id of closure(staticOf(route), staticOf, (x) => outside(x) || routes.has(x))) owners.set(id, (owners.get(id) ?? 0) + 1);
  const inRouteFile = (id: string) => allOf.get(id)!.length === 1 && firstOf.get(id)?.length === 1 && owners.get(id) === 1;

  // One group per set of pages: merging those costs nothing.
  const bySet = new Map<string, Group>();
  for (const [id, use] of uses) {
    if (inRouteFile(id)) continue;
    const key = `${use.pages} ${use.first}`;
    const group = bySet.get(key);
    if (group) group.modules.push(id);
    else bySet.set(key, { modules: [id], need: use.pages, needFirst: use.first });
  }
  const all = pagesOf(n, pages.keys());
  const tightPages = pagesOf(
    n,
    (tight?.pages ?? []).map((page) => pages.indexOf(page)).filter((i) => i >= 0),
  );
  const tightExtra = (tight?.weight ?? 1) - 1;
  const shellGroup: Group = { modules: [], need: all, needFirst: all, shell: true };
  let groups = [shellGroup, ...bySet.values()];

  // The groups each group imports, known again after each merge.
  const groupOfModule = new Map<string, Group>();
  const imported = new Map<Group, Set<Group>>();
  const index = () => {
    groupOfModule.clear();
    imported.clear();
    for (const g of groups) for (const id of g.modules) groupOfModule.set(id, g);
    for (const g of groups) {
      const found = new Set<Group>();
      for (const id of g.modules) {
        for (const to of staticOf(id)) {
          const h = groupOfModule.get(to) ?? (shell.has(to) ? shellGroup : undefined);
          if (h && h !== g) found.add(h);
        }
      }
      imported.set(g, found);
    }
  };
  index();
  const importsOf = (g: Group) => imported.get(g)!;

  /** The plan's cost in bytes with `a` and `b` as one group (or as it is), and its files beyond the limit. */
  function costOf(a?: Group, b?: Group): { bytes: number; over: number } {
    const merged =
      a && b
        ? { modules: [...a.modules, ...b.modules], need: or(a.need, b.need), needFirst: or(a.needFirst, b.needFirst), shell: a.shell ?? b.shell }
        : undefined;
    const list = merged ? [...groups.filter((g) => g !== a && g !== b), merged] : groups;
    const which = (g: Group) => (g === a || g === b ? merged! : g);
    const imports = new Map(list.map((g) => [g, new Set<Group>()]));
    for (const g of groups) for (const h of importsOf(g)) if (which(h) !== which(g)) imports.get(which(g))!.add(which(h));
    // What loads each group: the pages that need it, and those that load a group importing it.
    const loaded = new Map(list.map((g) => [g, { pages: g.need, first: g.needFirst }]));
    for (let changed = true; changed;) {
      changed = false;
      for (const [g, to] of imports) {
        const from = loaded.get(g)!;
        for (const h of to) {
          const at = loaded.get(h)!;
          const pagesNow = or(at.pages, from.pages);
          const firstNow = or(at.first, from.first);
          if (countMinus(pagesNow, at.pages) || countMinus(firstNow, at.first)) {
            loaded.set(h, { pages: pagesNow, first: firstNow });
            changed = true;
          }
        }
      }
    }
    let cost = 0;
    const files = new Array<number>(n).fill(0);
    for (const g of list) {
      const at = loaded.get(g)!;
      if (!g.shell) {
        cost += requestCost * countOf(at.pages);
        for (let p = 0; p < n; p++) if (has(at.pages, p)) files[p]!++;
      }
      for (const id of g.modules) {
        const use = uses.get(id)!;
        const unneeded = countMinus(at.pages, use.pages) + tightExtra * countMinus(at.pages, use.pages, tightPages);
        cost += use.size * (unneeded + lazyWeight * countMinus(at.first, use.first, use.pages));
      }
    }
    return { bytes: cost, over: files.reduce((sum, count) => sum + Math.max(0, count - maxFilesPerPage), 0) };
  }

  /** Does `from` import `to` through another group? Merging them would make files import each other. */
  const reaches = (from: Group, to: Group): boolean => {
    const seen = new Set<Group>();
    for (const queue = [...importsOf(from)].filter((g) => g !== to); queue.length;) {
      const g = queue.pop()!;
      if (g === to) return true;
      if (seen.has(g)) continue;
      seen.add(g);
      queue.push(...importsOf(g));
    }
    return false;
  };
  // The shell imports nothing outside it: a group joins it only if all it imports is in the shell.
  const canMerge = (a: Group, b: Group): boolean =>
    a.shell ? [...importsOf(b)].every((g) => g === a) : b.shell ? canMerge(b, a) : !reaches(a, b) && !reaches(b, a);

  // First every merge that saves bytes, the best first; then, while a page loads too many files, the
  // merge that costs fewest bytes for each file it saves such pages (the best first: a merge that
  // saves a file on every page would otherwise win over cheaper ones that end up doing as well).
  let current = costOf();
  for (;;) {
    let best: { a: Group; b: Group; cost: { bytes: number; over: number }; rank: number } | undefined;
    for (const [i, a] of groups.entries()) {
      for (const b of groups.slice(i + 1)) {
        // Groups no page loads together: a merge saves no request.
        if (countMinus(a.need, new Uint32Array(a.need.length), b.need) === 0 || !canMerge(a, b)) continue;
        const cost = costOf(a, b);
        const added = cost.bytes - current.bytes;
        const saved = current.over - cost.over;
        const rank = added < 0 ? added - 1e9 : saved > 0 ? added / saved : Infinity;
        if (rank < (best?.rank ?? Infinity)) best = { a, b, cost, rank };
      }
    }
    if (!best) break;
    const { a, b } = best;
    const [kept, gone] = b.shell ? [b, a] : [a, b];
    kept.modules.push(...gone.modules);
    kept.need = or(kept.need, gone.need);
    kept.needFirst = or(kept.needFirst, gone.needFirst);
    groups = groups.filter((g) => g !== gone);
    index();
    current = best.cost;
  }

  const depth = new Map<Group, number>();
  const depthOf = (g: Group): number => {
    if (!depth.has(g)) {
      depth.set(g, 1);
      depth.set(g, 1 + Math.max(0, ...[...importsOf(g)].filter((h) => !h.shell).map(depthOf)));
    }
    return depth.get(g)!;
  };
  const nameOf = (g: Group) => {
    const largest = [...g.modules].sort((x, y) => modules.get(y)!.size - modules.get(x)!.size)[0]!;
    return largest.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  };
  return {
    shell: shellGroup.modules,
    chunks: groups.filter((g) => !g.shell).map((g) => ({ name: nameOf(g), modules: [...g.modules].sort(), priority: MAX_PRIORITY - depthOf(g) })),
    cost: current,
  };
}
