import type { FastifyRequest } from "fastify";
import type { Database } from "@shop/db";
import type { Env } from "../../plugins/env";

export type AdminRoutesOptions = {
  db: Database;
  mediaBase: string;
  shopName: string;
  /** Called after a catalog change is committed: the web app drops its cached pages (never throws). */
  revalidate: (paths: string[]) => Promise<void>;
  /** Gives an online order's money back through its gateway (payments module); called after the cancel commits. */
  refund: (orderId: string) => Promise<void>;
  /** The API's settings (courier keys: STEADFAST_*; shop name and address for slips). */
  env: Env;
};

/** The signed-in staff member's user id (set by requireStaff). */
export const actorOf = (request: FastifyRequest): string => request.identity.userId as string;
