import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorBody, HOLIDAY_MESSAGES, holidayBody, holidayDay, holidaysResponse, publicHoliday, envelope } from "@shop/contracts";
import { requireOwner } from "../../plugins/identity";
import { actorOf, type AdminRoutesOptions } from "../admin/context";
import { addHoliday, listHolidays, removeHoliday } from "./holidays";

const errors = { 401: apiErrorBody, 403: apiErrorBody, 422: apiErrorBody };
const security = [{ bearer: [] }];
const tags = ["admin"];

/**
 * The public holiday list (issue 47, decision 040): any staff member reads it, the owner
 * adds and removes days (the role is checked on request, before the body is validated).
 */
export async function adminHolidayRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
  const { db } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/v1/admin/holidays",
    {
      schema: {
        tags,
        summary: "Public holidays arrival dates skip, from a year ago on, earliest first",
        security,
        response: { 200: holidaysResponse, ...errors },
      },
    },
    async () => ({ message: "Holidays", data: await listHolidays(db) }),
  );

  r.post(
    "/v1/admin/holidays",
    {
      onRequest: requireOwner,
      schema: {
        tags,
        summary: "Add a public holiday (owner only); a day already on the list is refused with 409",
        security,
        body: holidayBody,
        response: { 201: envelope(publicHoliday), 409: apiErrorBody, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ message: HOLIDAY_MESSAGES.added, data: await addHoliday(db, actorOf(request), request.body) }),
  );

  r.delete(
    "/v1/admin/holidays/:day",
    {
      onRequest: requireOwner,
      schema: {
        tags,
        summary: "Remove a public holiday (owner only)",
        security,
        params: z.object({ day: holidayDay }),
        response: { 200: envelope(z.null()), 404: apiErrorBody, ...errors },
      },
    },
    async (request) => {
      await removeHoliday(db, actorOf(request), request.params.day);
      return { message: HOLIDAY_MESSAGES.removed, data: null };
    },
  );
}
