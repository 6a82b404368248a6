import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { findForbiddenText, forbiddenTextMessage } from "@shop/contracts";
import { AppError } from "../lib/app-error";

/**
 * The contracts' text rule (packages/contracts/src/input-rules.ts) on every request,
 * before any schema or handler: one place, so no route can forget it. A forbidden
 * character in the path is an id nothing can have: 404, as for an unknown one.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("preValidation", async (request) => {
      if (findForbiddenText(request.params)) throw new AppError("not_found", "Not found");
      for (const part of [request.query, request.body]) {
        // An uploaded file's bytes are not text (and walking 8 MB byte by byte takes seconds).
        if (Buffer.isBuffer(part)) continue;
        const path = findForbiddenText(part);
        if (path) {
          const field = path.find((key): key is string => typeof key === "string");
          throw new AppError("validation_failed", forbiddenTextMessage(field), field ? { field } : {});
        }
      }
    });
  },
  { name: "input-guard" },
);
