import pg from "pg";

/** The same server as `url`, another database. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(url: string, database: string): Promise<void> {
  await adminQuery(url, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
}
