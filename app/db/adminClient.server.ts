import pg from 'pg';

/** One connection to a PostgreSQL server for `work` (creating and dropping databases), closed after it. */
export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
