import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_MAX_WORKSPACE_MEMBERS } from '../shared/workspaces/roles';
import { parseAllowHosts } from './outbound/address-policy';

/** The PIX providers PIX_PROVIDER names (payments/pix/create-pix-provider.ts builds each). */
export const PIX_PROVIDER_NAMES = ['sandbox', 'mercadopago', 'bcb'] as const;
export type PixProviderName = (typeof PIX_PROVIDER_NAMES)[number];

/** The PSPs whose "API Pix" quirks payments/pix/bcb-presets.ts knows (PIX_BCB_PRESET). */
export const BCB_PRESETS = ['padrao', 'efi', 'efi-homologacao', 'inter'] as const;
export type BcbPresetName = (typeof BCB_PRESETS)[number];

const onOff = z.enum(['on', 'off']);
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/**
 * Every environment variable the product reads. The README's configuration table mirrors this schema.
 * A bad value stops the start with one line that names the variable.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: optionalString.pipe(z.url().optional()),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: optionalString.pipe(z.url().optional()),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'precisa de pelo menos 32 caracteres').optional()),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(6).optional()),
  SMTP_URL: optionalString.pipe(z.url().optional()),
  MAIL_FROM: z.string().default('Carrossel <nao-responda@carrossel.local>'),
  SUPPORT_EMAIL: optionalString.pipe(z.email().optional()),
  WORKER: onOff.default('on'),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  GENERATION_TIMEOUT_SECONDS: z.coerce.number().int().min(2).max(3600).default(120),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(20),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if (parsed === null) {
        context.addIssue({
          code: 'custom',
          message: 'use false, true (um proxy), um número de proxies ou uma lista de endereços/CIDRs',
        });
        return z.NEVER;
      }
      return parsed;
    }),
  METRICS_PORT: optionalString
    .transform((value) => (value === undefined ? undefined : Number(value)))
    .pipe(z.number().int().min(0).max(65535).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT: onOff.default('on'),
  /** Members (pending invitations included) one team workspace may have (docs/workspaces.md). */
  WORKSPACE_MAX_MEMBERS: z.coerce.number().int().min(2).max(1000).default(DEFAULT_MAX_WORKSPACE_MEMBERS),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET_PREFIX: z.string().default(''),
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalString.pipe(z.url().optional()),
  S3_SIGNED_URL_SECONDS: z.coerce.number().int().min(60).max(302_400).default(3600),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  PIX_PROVIDER: z.enum(PIX_PROVIDER_NAMES).default('sandbox'),
  PIX_KEY: optionalString,
  PIX_MERCHANT_NAME: z.string().default('Carrossel'),
  PIX_MERCHANT_CITY: z.string().default('Sao Paulo'),
  MP_ACCESS_TOKEN: optionalString,
  MP_WEBHOOK_SECRET: optionalString,
  MP_BASE_URL: z.url().default('https://api.mercadopago.com'),
  PIX_BCB_PRESET: z.enum(BCB_PRESETS).default('padrao'),
  PIX_BCB_BASE_URL: optionalString.pipe(z.url().optional()),
  PIX_BCB_CLIENT_ID: optionalString,
  PIX_BCB_CLIENT_SECRET: optionalString,
  PIX_BCB_CERT: optionalString,
  PIX_BCB_CERT_PASSWORD: optionalString,
  PIX_BCB_CA: optionalString,
  PIX_BCB_WEBHOOK_SECRET: optionalString.pipe(
    z.string().min(16, 'precisa de pelo menos 16 caracteres').optional(),
  ),
  AI_PROVIDER: z.enum(['local', 'llm']).default('local'),
  AI_BASE_URL: optionalString.pipe(z.url().optional()),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  OUTBOUND_ALLOW_HOSTS: z
    .string()
    .default('')
    .transform((value) => parseAllowHosts(value)),
  /** How long a webhook receiver has to answer (docs/decisions/0021-webhooks-and-batches.md). */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5000),
  /** The first retry's delay; each next one waits 4 times longer, up to 6 hours, for 24 hours in all. */
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  INSTAGRAM_APP_ID: optionalString,
  INSTAGRAM_APP_SECRET: optionalString,
  INSTAGRAM_TOKEN_KEY: optionalString,
  INSTAGRAM_OAUTH_URL: z.url().default('https://api.instagram.com'),
  INSTAGRAM_GRAPH_URL: z.url().default('https://graph.instagram.com'),
  INSTAGRAM_POLL_INTERVAL_MS: z.coerce.number().int().min(10).max(120_000).default(5000),
  INSTAGRAM_PUBLISH_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(600),
  /** Between two checks of a post whose outcome is unknown (verificando), for up to 24 hours. */
  INSTAGRAM_VERIFY_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(600),
  /** The pause before the one retry of a slide Instagram could not fetch (2207052). */
  INSTAGRAM_RETRY_DELAY_MS: z.coerce.number().int().min(10).max(300_000).default(30_000),
  /** Both set: "Conectar LinkedIn" and "Publicar no LinkedIn" appear (docs/linkedin.md). */
  LINKEDIN_CLIENT_ID: optionalString,
  LINKEDIN_CLIENT_SECRET: optionalString,
  LINKEDIN_API_URL: z.url().default('https://api.linkedin.com'),
  LINKEDIN_OAUTH_URL: z.url().default('https://www.linkedin.com'),
  /** How often a publishing job asks LinkedIn whether the uploaded PDF is AVAILABLE. */
  LINKEDIN_POLL_INTERVAL_MS: z.coerce.number().int().min(10).max(120_000).default(3000),
  LINKEDIN_PUBLISH_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(300),
});

export type Env = z.infer<typeof envSchema>;

/**
 * Which proxies may set X-Forwarded-For (docs/decisions/0003): `false` none; a number of hops counted from our
 * socket (`true` means 1, the usual load balancer); or the proxies' addresses and CIDRs, comma-separated. The
 * left-most entry is never trusted as such: the client writes it. Null for anything else.
 */
export function parseTrustProxy(raw: string): false | number | string[] | null {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value) <= 10 ? Number(value) : null;
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrCidr) ? entries : null;
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

export interface Config extends Omit<Env, 'APP_URL' | 'JWT_SECRET' | 'DATA_DIR'> {
  APP_URL: string;
  JWT_SECRET: string;
  /** Absolute path. */
  DATA_DIR: string;
}

export class ConfigError extends Error {}

/** Reads and validates the environment. Throws ConfigError with a one-line message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = issue?.path.join('.') ?? 'ambiente';
    throw new ConfigError(`Configuração inválida: ${variable}: ${issue?.message ?? 'valor inválido'}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  // The sandbox lets anyone pay with a button: production must name its provider, never fall into it.
  if (values.NODE_ENV === 'production' && !env.PIX_PROVIDER?.trim()) {
    throw new ConfigError(
      'Configuração inválida: PIX_PROVIDER é obrigatório com NODE_ENV=production (mercadopago, bcb, ou sandbox para um ambiente de testes)',
    );
  }
  if (values.PIX_PROVIDER === 'mercadopago' && (!values.MP_ACCESS_TOKEN || !values.MP_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Configuração inválida: MP_ACCESS_TOKEN e MP_WEBHOOK_SECRET são obrigatórios com PIX_PROVIDER=mercadopago',
    );
  }
  if (values.PIX_PROVIDER === 'bcb') {
    const needsBaseUrl = values.PIX_BCB_PRESET === 'padrao' && !values.PIX_BCB_BASE_URL;
    const missing: string[] = [
      ...(needsBaseUrl ? ['PIX_BCB_BASE_URL'] : []),
      ...(['PIX_BCB_CLIENT_ID', 'PIX_BCB_CLIENT_SECRET', 'PIX_BCB_CERT', 'PIX_KEY'] as const).filter(
        (name) => !values[name],
      ),
    ];
    if (missing.length > 0) {
      throw new ConfigError(
        `Configuração inválida: ${missing.join(', ')} ${missing.length === 1 ? 'é obrigatório' : 'são obrigatórios'} com PIX_PROVIDER=bcb (docs/pix-bcb.md)`,
      );
    }
  }
  if (values.AI_PROVIDER === 'llm' && (!values.AI_BASE_URL || !values.AI_MODEL)) {
    throw new ConfigError(
      'Configuração inválida: AI_BASE_URL e AI_MODEL são obrigatórios com AI_PROVIDER=llm',
    );
  }
  const instagramKey =
    values.INSTAGRAM_APP_ID && values.INSTAGRAM_APP_SECRET ? values.INSTAGRAM_TOKEN_KEY : 'off';
  if (instagramKey !== 'off' && (instagramKey === undefined || !isTokenKey(instagramKey))) {
    throw new ConfigError(
      'Configuração inválida: INSTAGRAM_TOKEN_KEY é obrigatório com INSTAGRAM_APP_ID (32 bytes em base64 ou 64 caracteres hexadecimais)',
    );
  }
  return {
    ...values,
    DATA_DIR: dataDir,
    APP_URL: (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    JWT_SECRET: values.JWT_SECRET ?? readOrCreateSecret(dataDir),
  };
}

/** An AES-256 key: 64 hex characters or 32 bytes in base64 (src/server/publishing/token-cipher.ts reads it). */
export function isTokenKey(value: string): boolean {
  if (/^[0-9a-f]{64}$/i.test(value)) return true;
  return Buffer.from(value, 'base64').length === 32 && /^[A-Za-z0-9+/=_-]+$/.test(value);
}

/** Keeps a generated JWT secret in DATA_DIR so sessions survive restarts without configuration. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
