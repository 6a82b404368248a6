// `npm run restore -- FILE [--into postgres://…/db | --into <directory>]`: loads a backup
// made by `npm run backup` into an EMPTY database of its kind (a PostgreSQL database by
// URL, or a new PGlite data directory), then counts what arrived and compares it with
// the backup's manifest. Without --into: DATABASE_URL, else PGLITE_DIR (./data/pglite),
// each refused unless empty. Exits 1 when anything differs.
import path from "node:path";
import { COUNT_LABELS, describeMigrations, knownMigrations, readManifest, restoreBackup, type BackupCounts, type RestoreTarget } from "../backup";
import { defaultDataDir } from "../client";
import { connectOptions, describeTarget, fail, readFlag } from "./args";

const USAGE = "usage: npm run restore -- FILE [--into postgres://user@host:5432/new_database | --into ./data/pglite-restored]";

/** The first argument that is neither a flag nor a flag's value. */
function positional(argv: string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i].startsWith("--")) {
      if (!argv[i].includes("=")) i++;
      continue;
    }
    return argv[i];
  }
  return undefined;
}

function targetOf(argv: string[]): RestoreTarget {
  const into = readFlag(argv, "into");
  if (into) return /^postgres(ql)?:\/\//.test(into) ? { url: into } : { dataDir: into };
  const options = connectOptions(argv);
  return options.url ? { url: options.url } : { dataDir: options.dataDir ?? defaultDataDir };
}

async function main() {
  const argv = process.argv.slice(2);
  const file = positional(argv);
  if (!file) throw new Error(USAGE);
  const target = targetOf(argv);
  const manifest = await readManifest(file);
  const kind = manifest.database === "postgresql" ? "PostgreSQL" : "PGlite";
  console.log(`[restore] ${file}: ${kind} ${manifest.server_version}, backed up ${manifest.created_at}, ${describeMigrations(manifest.migrations)}`);
  console.log(`[restore] into ${describeTarget("url" in target ? { url: target.url } : { dataDir: target.dataDir }, defaultDataDir)}`);
  if (manifest.migrations.applied > knownMigrations()) {
    console.log(`[restore] note: this backup comes from a later version of the shop (${manifest.migrations.latest}): start that version on it, not this one`);
  }
  const started = Date.now();
  const result = await restoreBackup(file, target);
  console.log(`[restore] loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const width = Math.max(...Object.values(COUNT_LABELS).map((l) => l.length));
  console.log(`  ${"".padEnd(width)}  ${"backup".padStart(12)}  ${"restored".padStart(12)}`);
  for (const key of Object.keys(COUNT_LABELS) as (keyof BackupCounts)[]) {
    const cell = (n: number) => n.toLocaleString("en-US").padStart(12);
    console.log(`  ${COUNT_LABELS[key].padEnd(width)}  ${cell(manifest.counts[key])}  ${cell(result.restored.counts[key])}`);
  }
  if (result.mismatches.length) {
    for (const line of result.mismatches) console.error(`[restore] MISMATCH ${line}`);
    console.error("[restore] the restored database differs from the backup's manifest: do not start the shop on it");
    process.exit(1);
  }
  const how =
    "url" in target ? `DATABASE_URL=${target.url.replace(/\/\/[^@/]*@/, "//***@")} npm start` : `PGLITE_DIR=${path.resolve(target.dataDir)} npm start`;
  console.log(`[restore] every count matches the backup, and the images' bytes are identical. Start the shop on it: ${how}`);
}

main().catch((error) => fail("restore", error));
