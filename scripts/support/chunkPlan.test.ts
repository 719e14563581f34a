import { describe, expect, it } from 'vitest';
import { planChunks, type PlanInput } from './chunkPlan';

/** A graph in shorthand: `name: size > static, imports | dynamic, imports`. */
function graph(lines: Record<string, string>): PlanInput['modules'] {
  return new Map(
    Object.entries(lines).map(([id, line]) => {
      const [size, links = ''] = line.split('>');
      const [imports = '', dynamicImports = ''] = links.split('|');
      const list = (s: string) =>
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean);
      return [id, { size: Number(size), imports: list(imports), dynamicImports: list(dynamicImports) }];
    }),
  );
}

const plan = (modules: PlanInput['modules'], pages: string[], options: Partial<PlanInput> = {}) =>
  planChunks({
    modules,
    shell: new Set(['root']),
    pages,
    routes: new Set([...pages, 'studio']),
    requestCost: 450,
    lazyWeight: 2,
    maxFilesPerPage: 6,
    ...options,
  });
const chunkOf = (result: ReturnType<typeof planChunks>, id: string) => result.chunks.find((c) => c.modules.includes(id));

describe('the browser build’s chunk plan', () => {
  const site = graph({
    root: '500 > | dialog',
    dialog: '3000 > consent',
    consent: '200',
    meta: '150',
    hotels: '900 > price',
    price: '700',
    search: '800',
    blogOnly: '600',
    studioToo: '400',
    home: '2000 > meta, hotels, search',
    list: '2000 > meta, hotels, search',
    hotel: '2000 > meta, hotels, studioToo',
    blog: '1000 > meta, blogOnly',
    studio: '1000 > studioToo',
  });
  const result = plan(site, ['home', 'list', 'hotel', 'blog']);

  it('modules every page needs join the shell; a lazy part the shell starts does not', () => {
    expect(result.shell).toEqual(['meta']);
    expect(chunkOf(result, 'dialog')?.modules).toEqual(['consent', 'dialog']);
  });

  it('modules the same pages need share one file, and small ones join what they are loaded with', () => {
    expect(chunkOf(result, 'hotels')?.modules).toEqual(['hotels', 'price', 'search']);
  });

  it('a module one route alone needs stays in that route’s file; one the studio shares gets a file', () => {
    expect(chunkOf(result, 'blogOnly')).toBeUndefined();
    expect(chunkOf(result, 'studioToo')?.modules).toEqual(['studioToo']);
  });

  it('a file that another imports comes first (Rolldown’s priority)', () => {
    const modules = graph({ root: '1', a: '5000 > b', b: '5000', c: '5000 > b', p: '1 > a, c', q: '1 > a', r: '1 > c', s: '1' });
    const chained = plan(modules, ['p', 'q', 'r', 's']);
    expect(chunkOf(chained, 'b')!.priority).toBeGreaterThan(chunkOf(chained, 'a')!.priority);
    expect(chunkOf(chained, 'b')!.priority).toBeGreaterThan(chunkOf(chained, 'c')!.priority);
  });

  it('keeps every page within its files, at the least cost in bytes', () => {
    // The first page needs eight large modules, each shared with one other page: apart, eight files.
    const lines: Record<string, string> = { root: '1', first: `1 > ${[1, 2, 3, 4, 5, 6, 7, 8].map((i) => `m${i}`).join(', ')}` };
    for (let i = 1; i <= 8; i++) {
      lines[`m${i}`] = String(4000 + i);
      lines[`other${i}`] = `1 > m${i}`;
    }
    const pages = ['first', ...[1, 2, 3, 4, 5, 6, 7, 8].map((i) => `other${i}`)];
    const free = plan(graph(lines), pages, { maxFilesPerPage: 10 });
    expect(free.chunks).toHaveLength(8);
    const limited = plan(graph(lines), pages, { maxFilesPerPage: 3 });
    expect(limited.chunks.length).toBeLessThanOrEqual(3);
    expect(limited.cost.over).toBe(0);
    expect(limited.shell).toEqual([]);
  });

  it('keeps a tight page from loading modules it does not need, though the other pages save a file', () => {
    // Two pages need a small card beside the price the hotel page needs too: one file saves both of
    // them a request (900 bytes' worth) and costs the hotel page the card's 300.
    const modules = graph({ root: '1', price: '2000', card: '300', home: '1 > price, card', list: '1 > price, card', hotel: '1 > price', blog: '1' });
    const pages = ['home', 'list', 'hotel', 'blog'];
    const summed = plan(modules, pages);
    expect(chunkOf(summed, 'card')).toBe(chunkOf(summed, 'price'));
    const tight = plan(modules, pages, { tight: { pages: ['hotel'], weight: 5 } });
    expect(chunkOf(tight, 'card')?.modules).toEqual(['card']);
    expect(chunkOf(tight, 'price')?.modules).toEqual(['price']);
  });
});
