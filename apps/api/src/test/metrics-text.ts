import type { FastifyInstance, InjectOptions } from "fastify";
import { expect } from "vitest";

/** One sample of a Prometheus text exposition: its name, labels and value. */
type Sample = { name: string; labels: Record<string, string>; value: number };

export function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[pair[1]] = pair[2];
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one sample of `name` whose labels include `labels`; 0 when there is none (a counter not yet counted). */
export function sampleValue(text: string, name: string, labels: Record<string, string> = {}): number {
  const found = parseMetrics(text).filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value ?? 0;
}

/** GET /metrics as this machine's Prometheus asks (loopback, directly); fails the test unless it answers 200. */
export async function scrape(app: FastifyInstance, options: Partial<InjectOptions> = {}): Promise<string> {
  const res = await app.inject({ method: "GET", url: "/metrics", ...options });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return res.body;
}
