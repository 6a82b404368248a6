import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorBody } from "@shop/contracts";
import {
  REPORT_KINDS,
  REPORT_MESSAGES,
  REPORT_TOP_LIMIT,
  codReportResponse,
  courierPayoutBody,
  courierPayoutResponse,
  refundsReportResponse,
  reportPeriodQuery,
  salesReportResponse,
} from "@shop/contracts/reports";
import { requireOwner } from "../../plugins/identity";
import { actorOf, type AdminRoutesOptions } from "./context";
import { getCodReport, getRefundsReport, getSalesReport } from "./reports";
import { reportCsv } from "./reports-csv";
import { recordCourierPayout } from "./reports-payouts";

const errors = { 401: apiErrorBody, 403: apiErrorBody, 422: apiErrorBody };
const security = [{ bearer: [] }];
const tags = ["admin"];

/**
 * /v1/admin/reports/*: owner only (money the shop took, owes and was paid), recording a
 * courier's payout included, since it moves the balance the owner reads. The period is
 * ?from&to, Asia/Dhaka days (contracts/reports.ts).
 */
export async function adminReportRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  r.get(
    "/v1/admin/reports/sales",
    {
      preHandler: requireOwner,
      schema: {
        tags,
        summary: "Sales of a period: each day (orders, items, revenue, discounts, delivery fees, refunds), top products and categories",
        security,
        querystring: reportPeriodQuery,
        response: { 200: salesReportResponse, ...errors },
      },
    },
    async (request) => ({ message: "OK", data: await getSalesReport(db, request.query, REPORT_TOP_LIMIT) }),
  );

  r.get(
    "/v1/admin/reports/cod",
    {
      preHandler: requireOwner,
      schema: {
        tags,
        summary: "Cash on delivery per courier: collected in the period, paid out, the balance owed; the period's payouts",
        security,
        querystring: reportPeriodQuery,
        response: { 200: codReportResponse, ...errors },
      },
    },
    async (request) => ({ message: "OK", data: await getCodReport(db, request.query) }),
  );

  r.post(
    "/v1/admin/reports/cod/payouts",
    {
      preHandler: requireOwner,
      schema: {
        tags,
        summary: "Records a courier's payout (amount, day, reference unique per courier: 409 when already recorded); audited",
        security,
        body: courierPayoutBody,
        response: { 201: courierPayoutResponse, 409: apiErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const payout = await recordCourierPayout(db, { body: request.body, actorId: actorOf(request) });
      return reply.code(201).send({ message: REPORT_MESSAGES.payoutRecorded, data: payout });
    },
  );

  r.get(
    "/v1/admin/reports/refunds",
    {
      preHandler: requireOwner,
      schema: {
        tags,
        summary: "Succeeded refunds of the period per channel, and every pending refund",
        security,
        querystring: reportPeriodQuery,
        response: { 200: refundsReportResponse, ...errors },
      },
    },
    async (request) => ({ message: "OK", data: await getRefundsReport(db, request.query) }),
  );

  for (const kind of REPORT_KINDS) {
    r.get(
      `/v1/admin/reports/${kind}.csv`,
      {
        preHandler: requireOwner,
        schema: {
          tags,
          summary: `The ${kind} report of a period as CSV (money in taka)`,
          security,
          querystring: reportPeriodQuery,
          response: { 200: z.string().describe("text/csv; charset=utf-8"), ...errors },
        },
      },
      async (request, reply) =>
        reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="${kind}-${request.query.from}-to-${request.query.to}.csv"`)
          .send(await reportCsv(db, kind, request.query)),
    );
  }
}
