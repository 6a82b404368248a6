// Keeps a child process running (used by `npm start`, scripts/start.mjs): a process
// that crashes after it was up is restarted with a growing back-off, and its siblings
// keep serving meanwhile. One that dies before it was ever up is a configuration
// problem: that is fatal, so the message that explains it stays the last one printed.
import { spawn } from "node:child_process";

export const DEFAULT_BACKOFF = { initialMs: 1000, maxMs: 30_000, resetAfterMs: 60_000 };

/**
 * @param {object} options
 * @param {string} options.name
 * @param {string[]} options.args  arguments to node
 * @param {string} options.cwd
 * @param {NodeJS.ProcessEnv} options.env
 * @param {(line: string) => void} [options.log]
 * @param {(code: number) => void} options.onFatal  it died before it was ever up
 * @param {typeof DEFAULT_BACKOFF} [options.backoff]
 * @param {import("node:child_process").StdioOptions} [options.stdio]
 */
export function supervise({ name, args, cwd, env, log = console.log, onFatal, backoff = DEFAULT_BACKOFF, stdio = "inherit" }) {
  let child = null;
  let up = false;
  let stopped = false;
  let delay = backoff.initialMs;
  let startedAt = 0;
  let timer = null;
  let restarts = 0;

  function start() {
    startedAt = Date.now();
    child = spawn(process.execPath, args, { cwd, env, stdio });
    child.on("exit", (code, signal) => {
      if (stopped) return;
      const how = signal ?? `code ${code}`;
      if (!up) {
        log(`[start] ${name} exited (${how}) before it was up`);
        onFatal(code || 1);
        return;
      }
      // A run that lasted long enough was healthy: the next crash starts the back-off over.
      if (Date.now() - startedAt >= backoff.resetAfterMs) delay = backoff.initialMs;
      log(`[start] ${name} exited (${how}); restarting in ${Math.round(delay / 1000)} s`);
      timer = setTimeout(() => {
        restarts += 1;
        start();
      }, delay);
      delay = Math.min(delay * 2, backoff.maxMs);
    });
  }
  start();

  return {
    /** The process answered once: from now on a crash means restart, not give up. */
    markUp() {
      up = true;
    },
    get pid() {
      return child?.pid;
    },
    get restarts() {
      return restarts;
    },
    stop(signal = "SIGTERM") {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
}
