// The environment, parsed once at start. A bad value stops start-up with a readable list.
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * TRUST_PROXY: unset or false = use the socket address; a number = that many proxy hops in front
 * of us; otherwise a comma-separated list of proxy addresses/CIDRs. Never "trust everyone".
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string[] => {
    if (v === '' || v === 'false' || v === '0') return false;
    if (/^\d+$/.test(v)) return Number(v);
    if (v === 'true') {
      ctx.addIssue({
        code: 'custom',
        message: 'give the number of proxy hops (e.g. 1) or the proxy addresses, not "true"',
      });
      return z.NEVER;
    }
    return v.split(',').map((s) => s.trim());
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  AUTH_SECRET: z.string().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('Hive <no-reply@hive.local>'),
  TRUST_PROXY: trustProxy.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** load the demo questions on the first start of the embedded mode */
  DEMO_CONTENT: booleanFlag.default(true),
  /** the bench-only ceiling routes under /api/bench (npm run bench; never in production) */
  HIVE_BENCH_ROUTES: booleanFlag.default(false),
});

export type Env = z.infer<typeof envSchema>;

const minSecretLength = 32;

function parseWith<T>(schema: z.ZodType<T>, source: NodeJS.ProcessEnv): T {
  // Empty strings mean "not set", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const env = parseWith(envSchema, source);
  if (env.DATABASE_URL && (!env.AUTH_SECRET || env.AUTH_SECRET.length < minSecretLength)) {
    throw new Error(
      `AUTH_SECRET must be set to at least ${minSecretLength} random characters when DATABASE_URL ` +
        'is set (production). Generate one with: openssl rand -base64 48',
    );
  }
  return env;
}

/** Where the database is, for the database scripts: they need no secret or HTTP settings. */
export function parseDatabaseEnv(
  source: NodeJS.ProcessEnv = process.env,
): Pick<Env, 'DATA_DIR' | 'DATABASE_URL'> {
  return parseWith(envSchema.pick({ DATA_DIR: true, DATABASE_URL: true }), source);
}
