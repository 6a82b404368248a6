// `npm run db:move -- postgres://user:password@host:5432/shop`: copy the shop from its
// embedded database (PGlite in PGLITE_DIR, ./data/pglite, or --data-dir <path>) into an
// empty PostgreSQL database, check the copy table by table, and say the one setting to
// change. Takes the PGlite directory's lock: refused while the shop runs.
import { existsSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { connect, databaseAddress, DatabaseUnreachableError, defaultDataDir } from "../client";
import { checkTarget, MoveMismatch, MoveRefused, moveToPostgres, tableMatches, type MoveResult } from "../move";
import { fail, readFlag } from "./args";

const USAGE = "usage: npm run db:move -- postgres://user:password@host:5432/database [--data-dir ./data/pglite]";

/** The URL as the owner typed it, its password hidden. */
const masked = (url: string) => url.replace(/(\/\/[^:@/]*:)[^@/]*@/, "$1***@");

/** ./data/pglite under the working directory, as the owner would write it. */
function display(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? `./${relative}` : dir;
}

function printChecks(result: MoveResult) {
  const width = Math.max(...result.tables.map((t) => t.table.length), ...result.sequences.map((s) => s.sequence.length), 8);
  const line = (cells: string[], widths: number[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  const tableWidths = [width, 11, 15, 10, 10, 5];
  console.log(line(["table", "PGlite rows", "PostgreSQL rows", "PGlite sum", "PG sum", ""], tableWidths).trimEnd());
  for (const t of result.tables) {
    console.log(line([t.table, String(t.sourceRows), String(t.targetRows), t.sourceSum, t.targetSum, tableMatches(t) ? "same" : "DIFFERS"], tableWidths));
  }
  const sequenceWidths = [width, 16, 16, 5];
  console.log("");
  console.log(line(["sequence", "PGlite", "PostgreSQL", ""], sequenceWidths).trimEnd());
  for (const s of result.sequences) console.log(line([s.sequence, s.source, s.target, s.source === s.target ? "same" : "DIFFERS"], sequenceWidths));
}

async function main() {
  const argv = process.argv.slice(2);
  const url = argv.find((arg) => /^postgres(ql)?:\/\//.test(arg));
  if (!url) throw new MoveRefused(`give the PostgreSQL database to move to. ${USAGE}`);
  const dataDir = path.resolve(readFlag(argv, "data-dir") ?? (process.env.PGLITE_DIR?.trim() || defaultDataDir));
  const label = display(dataDir);
  // connect() would make a new, empty database in a directory that has none.
  if (!existsSync(path.join(dataDir, "PG_VERSION")))
    throw new MoveRefused(`there is no embedded database in ${label} (PGLITE_DIR, or --data-dir): nothing to move`);
  console.log(`[move] from PGlite in ${label} to PostgreSQL at ${databaseAddress(url)}`);
  await checkTarget(url);

  // Named without the URL: the lock file is readable, the password is not for it.
  const handle = await connect({ dataDir, command: "npm run db:move" });
  let result: MoveResult;
  try {
    result = await moveToPostgres({
      source: (handle.db as unknown as { $client: PGlite }).$client,
      sourceLabel: label,
      targetUrl: url,
      log: (text) => console.log(`[move] ${text}`),
    });
  } catch (error) {
    if (error instanceof MoveMismatch) printChecks(error.result);
    throw error;
  } finally {
    await handle.close();
  }
  console.log("");
  printChecks(result);
  const hidden = masked(url) !== url;
  console.log(`
[move] done: ${result.tables.length} tables and ${result.sequences.length} sequences copied; every count and checksum matches.
[move] Change one setting in the shop's environment (the env file it starts with), then start the shop:

  DATABASE_URL=${masked(url)}${hidden ? "   (with your password in place of ***)" : ""}

[move] ${label} is left as it was: to go back, remove DATABASE_URL. It is a fallback only until the
       PostgreSQL shop takes its first order; after that do not start the shop on it again (its
       orders would be missing there, and its waiting messages would be sent a second time).`);
}

main().catch((error) => {
  if (error instanceof MoveRefused || error instanceof MoveMismatch || error instanceof DatabaseUnreachableError) {
    console.error(`[move] ${error.message}`);
    process.exit(1);
  }
  fail("move", error);
});
