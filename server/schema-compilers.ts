import type { FastifyServerOptions } from "fastify";
import { createRequire } from "node:module";

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions["schemaController"]>["compilersFactory"]>;

// Fastify's own copies, whatever the package manager hoists.
const requireFromFastify = createRequire(createRequire(import.meta.url).resolve("fastify"));

/** A compiler factory that loads its package (whose export builds the factory) on its first call. */
function onFirstUse<Factory extends (...args: never[]) => unknown>(packageName: string): Factory {
  let factory: Factory | undefined;
  const load = (...args: Parameters<Factory>) => {
    factory ??= (requireFromFastify(packageName) as () => Factory)();
    return factory(...args);
  };
  return load as Factory;
}

/**
 * Fastify builds Ajv (some 90 modules) and fast-json-stringify into every
 * app it creates, for JSON-schema routes. This server has none (zod checks
 * the bodies, contract/leads/*), so they load only when a route with a
 * schema is added: some 2.5 MB less resident memory. A route schema still
 * works as in Fastify's defaults, except that header names in a headers
 * schema are not lowercased for you (Fastify takes these compilers for
 * custom ones).
 */
export const schemaCompilersOnDemand: NonNullable<FastifyServerOptions["schemaController"]> = {
  compilersFactory: {
    buildValidator: onFirstUse<NonNullable<CompilersFactory["buildValidator"]>>("@fastify/ajv-compiler"),
    buildSerializer: onFirstUse<NonNullable<CompilersFactory["buildSerializer"]>>("@fastify/fast-json-stringify-compiler"),
  },
};
