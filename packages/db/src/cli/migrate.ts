// `npm run db:migrate`: apply the committed migrations to DATABASE_URL, or to the
// embedded PGlite database (./data/pglite, or --data-dir <path>) when it is unset.
import { connect, defaultDataDir } from "../client";
import { connectOptions, describeTarget, fail } from "./args";

async function main() {
  const options = connectOptions(process.argv.slice(2));
  const handle = await connect(options);
  try {
    await handle.migrate();
    console.log(`[db] migrations applied to ${describeTarget(options, defaultDataDir)}`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => fail("db", error));
