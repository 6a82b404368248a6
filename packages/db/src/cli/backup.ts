// `npm run backup`: one dated archive (shop-backup-<UTC time>.tar) of the shop's database
// in BACKUP_DIR (./backups): the database's own dump, the product images with it (they
// are rows of `media`), and manifest.json with the counts. On PostgreSQL (DATABASE_URL)
// it runs while the shop serves; on the embedded PGlite database it takes the data
// directory's lock, so the shop must be stopped first. `--keep N` (or BACKUP_KEEP) then
// deletes all but the newest N archives there; `--dir <path>` writes elsewhere.
import { existsSync } from "node:fs";
import path from "node:path";
import { createBackup, describeCounts, describeMigrations, megabytes, pruneBackups } from "../backup";
import { connect, defaultDataDir, repoRoot } from "../client";
import { connectOptions, describeTarget, fail, readFlag } from "./args";

function keepCount(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === "") return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--keep (BACKUP_KEEP) must be a whole number of 1 or more, got "${raw}"`);
  return value;
}

async function main() {
  const argv = process.argv.slice(2);
  const dir = path.resolve(readFlag(argv, "dir") ?? (process.env.BACKUP_DIR?.trim() || path.join(repoRoot, "backups")));
  const keep = keepCount(readFlag(argv, "keep") ?? process.env.BACKUP_KEEP?.trim());
  const options = connectOptions(argv);
  console.log(`[backup] source: ${describeTarget(options, defaultDataDir)}`);
  const started = Date.now();
  let result: Awaited<ReturnType<typeof createBackup>>;
  if (options.url) {
    result = await createBackup({ kind: "postgres", url: options.url }, { dir });
  } else {
    const dataDir = options.dataDir ?? defaultDataDir;
    if (!existsSync(path.join(dataDir, "PG_VERSION")))
      throw new Error(`there is no database in ${dataDir}: nothing to back up (is PGLITE_DIR or DATABASE_URL set as the shop has it?)`);
    // connect() takes the directory's lock: refused, with the holder named, while the shop runs.
    const handle = await connect({ dataDir });
    try {
      result = await createBackup({ kind: "pglite", db: handle.db }, { dir });
    } finally {
      await handle.close();
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`[backup] wrote ${result.file} (${megabytes(result.bytes)}) in ${seconds} s`);
  console.log(`[backup] ${describeCounts(result.manifest.counts)}; ${describeMigrations(result.manifest.migrations)}`);
  if (keep) {
    const removed = pruneBackups(dir, keep);
    if (removed.length)
      console.log(`[backup] removed ${removed.length} older backup${removed.length === 1 ? "" : "s"}, keeping the newest ${keep}: ${removed.join(", ")}`);
  }
}

main().catch((error) => fail("backup", error, "Or move the shop to PostgreSQL (DATABASE_URL), where a backup runs while the shop serves."));
