// One process at a time on an embedded database's data directory. PGlite keeps the
// database in memory and writes it back to its directory: a second process opening the
// same directory (`npm run staff` beside a running shop) reads it as it was, and what
// either writes is lost to the other, or, with both writing, the directory is left so
// that every later open fails with `RuntimeError: Aborted()`. connect() takes this lock
// before it opens a directory, so every command that opens one (the API, staff, seed,
// db:migrate, the bench) holds it, and the second refuses with the holder's name.
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

/** What the lock file says about the process that holds it. */
export type LockHolder = {
  pid: number;
  /** The command, as a person would type it ("npm start", "npm run staff -- list"). */
  command: string;
  /** True for the shop's API: the refusal then says to stop the shop. */
  serving: boolean;
  startedAt: string;
  /** The process's start time in clock ticks since boot (Linux /proc): tells a reused pid from the holder. */
  processStart?: string;
};

/** Another live process holds the data directory: nothing was opened or changed. */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lockFile: string,
    readonly holder: LockHolder,
  ) {
    const who = holder.pid === process.pid ? "this process" : `another process (pid ${holder.pid}: ${holder.command})`;
    const then = holder.serving ? "Stop the shop first (Ctrl+C), then run this again." : "Wait for it to finish or stop it, then run this again.";
    super(`The shop's database ${displayPath(dataDir)} is in use by ${who}. ${then}`);
    this.name = "DatabaseInUseError";
  }
}

/** A path as the person at the terminal would write it: ./data/pglite under the working directory. */
function displayPath(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? `./${relative}` : dir;
}

/** The command line of this process, as typed: npm's own words when npm started it. */
export function describeThisProcess(): string {
  const event = process.env.npm_lifecycle_event;
  if (event) {
    const args = process.argv.slice(2).join(" ");
    const npm = event === "start" || event === "test" ? `npm ${event}` : `npm run ${event}`;
    return args ? `${npm} -- ${args}` : npm;
  }
  const [, script, ...args] = process.argv;
  return ["node", script ? path.relative(process.cwd(), script) || script : "", ...args].filter(Boolean).join(" ");
}

/** Field 22 of /proc/<pid>/stat (after the command name, which may hold spaces), or undefined off Linux. */
function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

/** Lock files this process holds, by path. */
const held = new Map<string, LockHolder>();

function readHolder(file: string): LockHolder | null {
  try {
    const holder = JSON.parse(readFileSync(file, "utf8")) as LockHolder;
    return Number.isInteger(holder?.pid) && holder.pid > 0 ? holder : null;
  } catch {
    return null; // half written by a process that died, or not ours: stale
  }
}

/** Whether the process a lock names is still the one that wrote it. */
function isAlive(holder: LockHolder, file: string): boolean {
  if (holder.pid === process.pid) return held.has(file); // a lock this pid left in an earlier life (a container's restart) is stale
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  // The pid is in use: by the holder, unless its start time says it was reused since.
  const start = processStart(holder.pid);
  return !holder.processStart || !start || start === holder.processStart;
}

/**
 * Creates the lock file whole or not at all: written under a name of this process's
 * own, then linked to the lock's name, which fails if it exists. A lock created empty
 * and then written would be read as half-written, so stale, by an opener that came
 * between the two, and taken from under its holder.
 */
function writeExclusive(file: string, holder: LockHolder): boolean {
  const own = `${file}.${process.pid}.new`;
  writeFileSync(own, `${JSON.stringify(holder)}\n`, { mode: 0o644 });
  try {
    linkSync(own, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    unlinkSync(own);
  }
}

function unlinkIfOurs(file: string) {
  if (readHolder(file)?.pid === process.pid) {
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  }
}

let hooksInstalled = false;
const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

/**
 * Released when the process ends however it ends, short of SIGKILL (a stale lock, taken
 * over by the next opener). On a signal nobody else handles the lock is dropped and the
 * signal raised again, so the process still ends as it would have; where the program
 * handles it (the API closes its database and exits), that is left to the program.
 */
function installReleaseHooks() {
  if (hooksInstalled) return;
  hooksInstalled = true;
  process.on("exit", () => {
    for (const file of held.keys()) unlinkIfOurs(file);
    held.clear();
  });
  for (const signal of SIGNALS) {
    const onSignal = () => {
      if (process.listenerCount(signal) > 1) return;
      for (const file of held.keys()) unlinkIfOurs(file);
      held.clear();
      process.removeListener(signal, onSignal);
      process.kill(process.pid, signal);
    };
    process.on(signal, onSignal);
  }
}

/** The lock file of a data directory: beside it, since PGlite wants the directory to itself. */
export function lockFileOf(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`;
}

/**
 * Takes the data directory for this process, or throws DatabaseInUseError naming the
 * process that has it. A lock left by a process that is gone is taken over. Answers
 * the release, which is idempotent.
 */
export function lockDataDir(dataDir: string, options: { command?: string; serving?: boolean } = {}): () => void {
  const file = lockFileOf(dataDir);
  const me: LockHolder = {
    pid: process.pid,
    command: options.command ?? describeThisProcess(),
    serving: options.serving ?? false,
    startedAt: new Date().toISOString(),
    processStart: processStart(process.pid),
  };
  for (let attempt = 0; ; attempt++) {
    if (writeExclusive(file, me)) break;
    const holder = readHolder(file);
    if (holder && isAlive(holder, file)) throw new DatabaseInUseError(path.resolve(dataDir), file, holder);
    if (attempt >= 5) throw new Error(`could not take the lock ${file}: it keeps changing`);
    // Stale. Moved aside first (one mover wins), then checked: a lock some other opener
    // took in between is put back, not deleted.
    const aside = `${file}.stale-${process.pid}`;
    try {
      renameSync(file, aside);
    } catch {
      continue; // someone else moved it: try again
    }
    const moved = readHolder(aside);
    if (moved && holder && moved.pid === holder.pid && moved.startedAt === holder.startedAt) {
      unlinkSync(aside);
    } else if (moved && isAlive(moved, file)) {
      renameSync(aside, file);
      throw new DatabaseInUseError(path.resolve(dataDir), file, moved);
    } else {
      unlinkSync(aside);
    }
  }
  held.set(file, me);
  installReleaseHooks();
  return () => {
    if (!held.delete(file)) return;
    unlinkIfOurs(file);
  };
}
