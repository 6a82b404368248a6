import { Writable } from "node:stream";

/** A log destination for a test: each line the logger writes, kept in `lines`. */
export function logCapture(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}
