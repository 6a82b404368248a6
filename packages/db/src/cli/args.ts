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

/** PGlite in --data-dir when given, else DATABASE_URL when set, else PGlite in ./data. */
export function connectOptions(argv: string[]) {
  const dataDir = readFlag(argv, "data-dir");
  if (dataDir) return { dataDir };
  const url = process.env.DATABASE_URL?.trim();
  return url ? { url } : {};
}

export function describeTarget(options: { url?: string; dataDir?: string }, fallbackDir: string): string {
  if (options.url) return `PostgreSQL at ${options.url.replace(/\/\/[^@/]*@/, "//***@")}`;
  return `PGlite in ${options.dataDir ?? fallbackDir}`;
}
