/**
 * The seed's memory (docs/decisions/0040-seeding-never-resurrects.md): a demo item is inserted only
 * when its (kind, key) is not in `seeded_demo_items`, and recorded there in the same transaction.
 * An item staff deleted is recorded and gone: seeding again leaves it gone.
 */
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '~/db/client.server';
import { seededDemoItems } from '~/db/schema';

type Tx = Pick<Database, 'execute' | 'insert'>;

/** One demo item: its key within its kind, its row, and how to find that row again. */
export interface DemoItem<Row> {
  key: string;
  row: Row;
  /** The uuid columns (SQL names) that identify its row, with their values. */
  match: Record<string, string>;
  /** Rows it refers to, which must still exist for it to be inserted: [table, id]. */
  needs?: [PgTable, string][];
}

/** Every demo item of one kind, all inserted into `table`. */
export interface DemoKind<T extends PgTable = PgTable> {
  kind: string;
  table: T;
  items: DemoItem<T['$inferInsert']>[];
}

const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

/**
 * Inserts the items of `kind` never seeded before, and records them. An item whose parent row is
 * gone (staff deleted the hotel of a new demo room type) is neither inserted nor recorded. An item
 * whose slug staff's own row holds already is recorded and not inserted (onConflictDoNothing).
 */
export async function seedNewItems<T extends PgTable>(tx: Tx, { kind, table, items }: DemoKind<T>): Promise<number> {
  const possible = await withParents(tx, items);
  if (possible.length === 0) return 0;
  const claimed = rowsOf<{ key: string }>(
    await tx.execute(sql`insert into ${seededDemoItems} (kind, key)
      values ${sql.join(
        possible.map((i) => sql`(${kind}, ${i.key})`),
        sql`, `,
      )}
      on conflict do nothing returning key`),
  );
  const fresh = new Set(claimed.map((r) => r.key));
  const rows = possible.filter((i) => fresh.has(i.key)).map((i) => i.row);
  // A generic table's insert type is out of TypeScript's reach here; each DemoKind's rows are typed where built.
  if (rows.length > 0)
    await tx
      .insert(table as PgTable)
      .values(rows as never[])
      .onConflictDoNothing();
  return rows.length;
}

/** The items whose every needed row exists. */
async function withParents<Row>(tx: Tx, items: DemoItem<Row>[]): Promise<DemoItem<Row>[]> {
  const wanted = new Map<PgTable, Set<string>>();
  for (const [table, id] of items.flatMap((i) => i.needs ?? [])) wanted.set(table, (wanted.get(table) ?? new Set()).add(id));
  const present = new Set<string>();
  for (const [table, ids] of wanted) {
    const list = sql.join(
      [...ids].map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const found = rowsOf<{ id: string }>(await tx.execute(sql`select id::text as id from ${table} where id in (${list})`));
    for (const { id } of found) present.add(`${getTableName(table)}:${id}`);
  }
  return items.filter((i) => (i.needs ?? []).every(([table, id]) => present.has(`${getTableName(table)}:${id}`)));
}

/**
 * Records the items of `kind` whose row exists: the backfill of a database seeded before
 * `seeded_demo_items` existed (drizzle/0030), so an item deleted after the upgrade stays deleted.
 */
export async function recordExistingItems(tx: Tx, { kind, table, items }: DemoKind): Promise<void> {
  if (items.length === 0) return;
  const columns = Object.keys(items[0]!.match);
  const values = items.map(
    (i) =>
      sql`(${i.key}, ${sql.join(
        columns.map((c) => sql`${i.match[c]}::uuid`),
        sql`, `,
      )})`,
  );
  const names = columns.map((_, n) => sql.raw(`c${n}`));
  const same: SQL[] = columns.map((c, n) => sql`t.${sql.identifier(c)} = v.${names[n]!}`);
  await tx.execute(sql`insert into ${seededDemoItems} (kind, key)
    select ${kind}, v.key from (values ${sql.join(values, sql`, `)}) as v(key, ${sql.join(names, sql`, `)})
    where exists (select 1 from ${table} t where ${sql.join(same, sql` and `)})
    on conflict do nothing`);
}

/**
 * Runs the backfill once, when drizzle/0030 left its marker (a database that held content before
 * the table existed): every demo item present is recorded. Several processes starting at once
 * are fine: only the one that deletes the marker does the work.
 */
export async function backfillSeededItems(tx: Tx, kinds: () => DemoKind[]): Promise<boolean> {
  const pending = rowsOf(await tx.execute(sql`delete from ${seededDemoItems} where kind = 'backfill' and key = 'pending' returning key`));
  if (pending.length === 0) return false;
  for (const kind of kinds()) await recordExistingItems(tx, kind);
  return true;
}

/** The kinds of demo content seeded at least once (the backfill's marker aside). */
export async function seededKinds(db: Pick<Database, 'execute'>): Promise<Set<string>> {
  const rows = rowsOf<{ kind: string }>(await db.execute(sql`select distinct kind from ${seededDemoItems} where kind <> 'backfill'`));
  return new Set(rows.map((r) => r.kind));
}
