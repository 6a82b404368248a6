// The baseline: Fastify answering a fixed JSON body of the same size as the
// measured route, so ratios show what our code costs over the framework itself.
import Fastify from "fastify";
import { readFileSync } from "node:fs";

const body = readFileSync(process.env.BASELINE_BODY_FILE as string, "utf8");
const app = Fastify({ logger: false });
app.get("/static", async (_req, reply) => reply.type("application/json; charset=utf-8").send(body));
await app.listen({ port: Number(process.env.BASELINE_PORT), host: "127.0.0.1" });
