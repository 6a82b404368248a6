import type { FastifyInstance } from "fastify";
import type { AdminRoutesOptions } from "./routes";

/** Placeholder: filled in by the back-office work in progress. */
export async function adminOrderRoutes(_app: FastifyInstance, _options: AdminRoutesOptions) {}
