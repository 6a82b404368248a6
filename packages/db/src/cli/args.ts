import { DatabaseInUseError } from "../data-dir-lock";

/** Tiny flag parser for the db scripts: `--name value` or `--name=value`. */
export function readFlag(argv: string[], name: string): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === `--${name}`) {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith("--")) throw new Error(`--${name} needs a value`);
      return value;
    }
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return undefined;
}

/**
 * PGlite in --data-dir when given, else DATABASE_URL when set, else PGlite in PGLITE_DIR
 * (as the API reads it), else in ./data/pglite.
 */
export function connectOptions(argv: string[]): { url?: string; dataDir?: string } {
  const dataDir = readFlag(argv, "data-dir");
  if (dataDir) return { dataDir };
  const url = process.env.DATABASE_URL?.trim();
  if (url) return { url };
  const envDir = process.env.PGLITE_DIR?.trim();
  return envDir ? { dataDir: envDir } : {};
}

/**
 * The last words of a command that failed, then exit 1. A database another process has
 * open is said as it is (DatabaseInUseError names the holder and what to do), followed
 * by `whileServing` when that process is the shop; anything else as "failed: ...".
 */
export function fail(tag: string, error: unknown, whileServing?: string): never {
  if (error instanceof DatabaseInUseError) {
    const hint = whileServing && error.holder.serving ? ` ${whileServing}` : "";
    console.error(`[${tag}] ${error.message}${hint}`);
  } else {
    console.error(`[${tag}] failed:`, error instanceof Error ? error.message : error);
  }
  process.exit(1);
}

export function describeTarget(options: { url?: string; dataDir?: string }, fallbackDir: string): string {
  if (options.url) return `PostgreSQL at ${options.url.replace(/\/\/[^@/]*@/, "//***@")}`;
  return `PGlite in ${options.dataDir ?? fallbackDir}`;
}
