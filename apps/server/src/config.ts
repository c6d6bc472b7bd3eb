/**
 * Server configuration, read once from the environment (docs/operations/configuration.md says what
 * each variable does).
 */
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { BackupSchedule } from './backup/schedule.ts';
import { parseStorageUrl, type S3Location } from './blobs/storageUrl.ts';
import { DEFAULT_RENDER_LIMITS, defaultRenderWorkers, type RenderLimits } from './jobs/renderPool.ts';
import { DEFAULT_ATTACHMENTS_MAX_BYTES } from './modules/documents/downloadLinks.ts';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(3).max(1000).optional(),
  LIST_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_ATTACH_MAX_MB: z.coerce
    .number()
    .min(0)
    .max(1000)
    .default(DEFAULT_ATTACHMENTS_MAX_BYTES / 1e6),
  ADMIN_LOGIN: z.string().min(1).default('admin'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
  PLATFORM_URL: z.string().url().optional(),
  PLATFORM_WAIT_MS: z.coerce.number().int().positive().default(10_000),
  REQUEST_TIMEOUT_S: z.coerce.number().positive().default(600),
  BODY_RATE_WINDOW_S: z.coerce.number().positive().default(20),
  BODY_MIN_BYTES: z.coerce.number().int().min(0).default(10_240),
  RENDER_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  RENDER_TIME_S: z.coerce
    .number()
    .positive()
    .max(3600)
    .default(DEFAULT_RENDER_LIMITS.timeMs / 1000),
  SEAL_CERT: z.string().optional(),
  SEAL_PASSWORD: z.string().optional(),
  RENDER_MEMORY_MB: z.coerce.number().int().min(32).max(16_384).default(DEFAULT_RENDER_LIMITS.memoryMb),
  STORAGE_URL: z
    .string()
    .transform((text, context) => {
      try {
        return parseStorageUrl(text);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    })
    .optional(),
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  DRAIN_TIMEOUT_S: z.coerce.number().positive().max(3600).default(30),
  JOBS_DEAD_AFTER_S: z.coerce.number().min(0.1).max(3600).default(60),
  // Five cron fields (minute hour day month weekday, UTC), or 'off'.
  BACKUP_SCHEDULE: z
    .string()
    .regex(/^(off|\S+( \S+){4})$/, "five cron fields (e.g. '15 2 * * *') or 'off'")
    .default('15 2 * * *'),
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections to PostgreSQL this process opens at most (one of them listens for events). */
  databasePoolSize: number;
  /** Saved list pages kept in memory (modules/reports/listCache.ts), in MB; 0 keeps none. */
  listCacheMb: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  /**
   * A report's PDFs larger than this in all (bytes) are e-mailed as a download link instead of
   * attached (modules/documents/downloadLinks.ts says why 8 MB).
   */
  mailAttachmentsMaxBytes: number;
  adminLogin: string;
  adminPassword: string | undefined;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** The built web app served at `/`. */
  webDist: string;
  /** Behind a load balancer: take the client address from X-Forwarded-For (login limits per IP). */
  trustProxy: boolean;
  /** Login attempts allowed per client address and minute. */
  loginLimitPerIp: number;
  /** The partner platform's base address (inspection-core §7 "Partner platform"); unset: none. */
  platformUrl: string | undefined;
  /** How long a call to the partner platform may take before the user is told it did not answer. */
  platformTimeoutMs: number;
  /**
   * A request's headers and body must all arrive within this (http/slowBodies.ts): a 15 MB photo
   * over a slow 3G link (400 kbit/s) takes 5 minutes of the default 10.
   */
  requestTimeoutMs: number;
  /** And no window of a body may bring fewer bytes than this (0: no minimum). */
  bodyRate: { windowMs: number; minBytes: number };
  /** PDF renders side by side (worker threads), and each one's time and memory limits. */
  renderWorkers: number;
  renderLimits: RenderLimits;
  /**
   * The PKCS#12 (and its password) whose key seals every PDF (seal/); unset: a self-signed
   * certificate made on first start and kept under DATA_DIR/seal.
   */
  sealCert: string | undefined;
  sealPassword: string | undefined;
  /** Blobs in this S3-compatible bucket (STORAGE_URL); unset: files under DATA_DIR/blobs. */
  storage: S3Location | undefined;
  /** The bearer token GET /api/metrics asks for; unset: no metrics route (404). */
  metricsToken: string | undefined;
  /** On SIGTERM, how long requests in flight may take to finish before their connections are cut. */
  drainTimeoutMs: number;
  /** A job whose process has not renewed its lock for this long runs again elsewhere (jobs/jobRunner.ts). */
  jobsDeadAfterMs: number;
  /** The backups the server takes by itself (backup/schedule.ts); undefined: none (BACKUP_SCHEDULE=off). */
  backup: BackupSchedule | undefined;
}

const here = path.dirname(new URL(import.meta.url).pathname);

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset (e.g. DATABASE_URL= to force the embedded PostgreSQL).
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(set);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? defaultPoolSize(),
    listCacheMb: e.LIST_CACHE_MB,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    smtpUrl: e.SMTP_URL,
    mailAttachmentsMaxBytes: Math.round(e.MAIL_ATTACH_MAX_MB * 1e6),
    adminLogin: e.ADMIN_LOGIN,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    loginLimitPerIp: e.LOGIN_LIMIT_PER_IP,
    platformUrl: e.PLATFORM_URL,
    platformTimeoutMs: e.PLATFORM_WAIT_MS,
    requestTimeoutMs: Math.round(e.REQUEST_TIMEOUT_S * 1000),
    bodyRate: { windowMs: Math.round(e.BODY_RATE_WINDOW_S * 1000), minBytes: e.BODY_MIN_BYTES },
    renderWorkers: e.RENDER_WORKERS ?? defaultRenderWorkers(),
    renderLimits: { timeMs: Math.round(e.RENDER_TIME_S * 1000), memoryMb: e.RENDER_MEMORY_MB },
    sealCert: e.SEAL_CERT ? path.resolve(e.SEAL_CERT) : undefined,
    sealPassword: e.SEAL_PASSWORD,
    storage: e.STORAGE_URL,
    metricsToken: e.METRICS_TOKEN,
    drainTimeoutMs: Math.round(e.DRAIN_TIMEOUT_S * 1000),
    jobsDeadAfterMs: Math.round(e.JOBS_DEAD_AFTER_S * 1000),
    backup:
      e.BACKUP_SCHEDULE === 'off'
        ? undefined
        : {
            cron: e.BACKUP_SCHEDULE,
            dir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
            keep: e.BACKUP_KEEP,
          },
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.resolve(here, '../../web/dist'),
  };
}

/**
 * PostgreSQL's own sizing rule (its wiki, "Number Of Database Connections"): about twice as many
 * busy connections as cores, plus one; here the cores of this machine, where the embedded
 * PostgreSQL runs, and two more held by listeners: the events' (jobs/documentEvents.ts) and the job
 * queue's (jobs/jobRunner.ts). More connections only make the queries take turns on the cores: on 2
 * cores, 10 connections instead of 6 cost 15-25% more PostgreSQL time per saved-list request and
 * doubled its slowest answers (bench/reports.bench.ts). With DATABASE_URL, set DATABASE_POOL_SIZE for that server's cores,
 * shared among the server processes.
 */
function defaultPoolSize(): number {
  return 2 * os.availableParallelism() + 3;
}
