import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminSearchesQuery, adminSearchesResponse, apiErrorBody, type AdminSearches, type SearchWordsRow } from "@shop/contracts";
import { sql, type Database } from "@shop/db";
import { requireStaff } from "../../plugins/identity";
import { toDhakaIso } from "../../lib/time";
import { dhakaWeekOf, weekOfDay } from "./record";

const LIMIT = 50;

type Counted = { words: string; searches: number | string; no_results: number | string };
const counted = (rows: Counted[]): SearchWordsRow[] =>
  rows.map((row) => ({ words: row.words, searches: Number(row.searches), no_results: Number(row.no_results) }));

/** One week's searches that found nothing, its most searched words, and the requests to stock unlisted parts. */
export async function readSearches(db: Database, day?: string): Promise<AdminSearches> {
  const week = day ? weekOfDay(day) : dhakaWeekOf(new Date());
  const [notFound, top, weeks, requests] = await Promise.all([
    db.execute<Counted>(sql`
      select words, searches, no_results from search_weeks where week = ${week} and no_results > 0
      order by no_results desc, words limit ${LIMIT}`),
    db.execute<Counted>(sql`
      select words, searches, no_results from search_weeks where week = ${week}
      order by searches desc, words limit ${LIMIT}`),
    db.execute<{ week: string }>(sql`select distinct week::text as week from search_weeks order by week desc`),
    db.execute<{ id: number; words: string; full_name: string; email: string; created_at: Date | string }>(sql`
      select id, words, full_name, email, created_at from stock_requests where product_id is null
      order by created_at desc, id desc limit 100`),
  ]);
  return {
    week,
    weeks: weeks.rows.map((row) => row.week),
    not_found: counted(notFound.rows),
    top: counted(top.rows),
    part_requests: requests.rows.map((row) => ({
      id: Number(row.id),
      words: row.words,
      full_name: row.full_name,
      email: row.email,
      created_at: toDhakaIso(new Date(row.created_at)),
    })),
  };
}

/** GET /v1/admin/searches (staff): what shoppers could not find, per week (issue 48). */
export async function adminSearchRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/v1/admin/searches",
    {
      onRequest: requireStaff,
      schema: {
        tags: ["admin"],
        summary: "A week's searches that found nothing and most searched words (no personal data), and requests to stock unlisted parts",
        security: [{ bearer: [] }],
        querystring: adminSearchesQuery,
        response: { 200: adminSearchesResponse, 401: apiErrorBody, 403: apiErrorBody, 422: apiErrorBody },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { message: "Searches", data: await readSearches(db, request.query.week) };
    },
  );
}
