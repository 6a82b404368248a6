import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import swagger from "@fastify/swagger";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";

/**
 * OpenAPI generated from the route schemas (the same zod schemas that validate
 * requests and serialize responses); never written by hand. Register before routes.
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: "Robodoc shop API",
          description: "The storefront's JSON API (see API.md). Money is in taka; errors use the {message, errors} envelope.",
          version: "1.0.0",
        },
        components: {
          securitySchemes: {
            bearer: { type: "http", scheme: "bearer" },
            guest: { type: "apiKey", in: "header", name: "X-Unique-Number" },
          },
        },
      },
      // Binary bodies (images) are zod custom types documented by their metadata.
      transform: createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: "any" } }),
    });

    app.get("/openapi.json", { schema: { hide: true }, config: { rateLimit: false } }, async () => app.swagger());
  },
  { name: "openapi" },
);
