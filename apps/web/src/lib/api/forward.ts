import type { NextRequest } from "next/server";

/**
 * Forwards /api/v1/* and /api/v2/* to the API unchanged (API.md), so the browser
 * talks to one origin. Read at request time (not build time, as rewrites are), so
 * `API_URL`/`API_PORT` given to `npm start` always apply.
 */
const HOP_BY_HOP = ["connection", "keep-alive", "transfer-encoding", "upgrade", "host", "content-length", "expect"];

function apiBase(): string {
  return process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? "4000"}`;
}

export async function forwardToApi(request: NextRequest): Promise<Response> {
  const url = new URL(request.url);
  const target = `${apiBase()}${url.pathname.replace(/^\/api/, "")}${url.search}`;
  const headers = new Headers(request.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  headers.delete("accept-encoding");
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  let response: Response;
  try {
    response = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: "manual",
      cache: "no-store",
      signal: request.signal,
    });
  } catch (error) {
    // The browser went away (navigation, closed tab): nothing to answer or report.
    if (request.signal.aborted || (error as Error).name === "ResponseAborted") return new Response(null, { status: 499 });
    console.error("API unreachable", { target: url.pathname, error: String(error) });
    return Response.json(
      { message: "Service unavailable", errors: [{ message: "The shop is busy, please try again", code: "service_unavailable" }] },
      { status: 503 },
    );
  }
  const out = new Headers(response.headers);
  for (const name of HOP_BY_HOP) out.delete(name);
  out.delete("content-encoding");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: out });
}
