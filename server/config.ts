import { z } from "zod";

const port = z.coerce.number().int().min(0).max(65535);

/** The server's configuration, read from the environment and checked at start-up. */
export const configSchema = z
  .object({
    PORT: port.default(3000),
    /** "localhost" listens on loopback only; set 0.0.0.0 in a container. */
    HOST: z.string().min(1).default("localhost"),
    /** Where the embedded database and other data live. */
    DATA_DIR: z.string().min(1).default("./data"),
    /** The public address of the site, for canonical links, CORS and cookies. */
    SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** The prerendered site, as `npm run build` writes it. */
    BUILD_DIR: z.string().min(1).default("./build"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    siteUrl: new URL(env.SITE_URL ?? `http://localhost:${env.PORT}`),
    buildDir: env.BUILD_DIR,
    logLevel: env.LOG_LEVEL,
  }));

export type ServerConfig = z.output<typeof configSchema>;

/** Parses the environment; on bad values, throws one message naming each variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}
