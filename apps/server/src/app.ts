/**
 * The HTTP application: the API under /api (OpenAPI at /api/docs), the built web app at /.
 * Built from an open database so that tests and `main.ts` share exactly the same wiring.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from '@fastify/type-provider-zod';
import Fastify, { type FastifyInstance } from 'fastify';
import { BACKUP_TASK, backupTask } from './backup/schedule.ts';
import type { BlobStore } from './blobs/blobStore.ts';
import { MeteredBlobStore } from './blobs/meteredBlobStore.ts';
import { openBlobStore } from './blobs/openBlobStore.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/connection.ts';
import { Drain } from './http/drain.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './http/errorHandler.ts';
import { loggerOptions, type LogStream } from './http/logging.ts';
import { swaggerOptions } from './http/openapi.ts';
import { registerRequestRules } from './http/requestRules.ts';
import { registerBodyRate, serverTimeouts } from './http/slowBodies.ts';
import { registerOversizeBodies } from './http/oversizeBodies.ts';
import { registerSecurityHeaders } from './http/securityHeaders.ts';
import { DocumentEvents } from './jobs/documentEvents.ts';
import { documentTask, RENDER_TASK } from './jobs/documentJob.ts';
import { JobRunner } from './jobs/jobRunner.ts';
import { MAIL_TASK, MailOutbox } from './jobs/mailOutbox.ts';
import { loadSealIdentity } from './seal/identity.ts';
import { verificationRoutes } from './modules/verification/routes.ts';
import { RenderPool } from './jobs/renderPool.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { registerAuthentication, requireAcceptedCredentials } from './modules/auth/authenticate.ts';
import { DEFAULT_LOGIN_LIMITS } from './modules/auth/loginLimits.ts';
import { authRoutes, type AuthRoutesOptions } from './modules/auth/routes.ts';
import { autoEdlRoutes } from './modules/autoEdl/routes.ts';
import { selfServiceGate } from './modules/autoEdl/gate.ts';
import { sessionLookup } from './modules/auth/sessions.ts';
import { TokenService } from './modules/auth/tokens.ts';
import { meRoutes } from './modules/accounts/meRoutes.ts';
import { documentRoutes } from './modules/documents/routes.ts';
import { ImageLinks } from './modules/documents/imageLinks.ts';
import { signedImageRoutes } from './modules/documents/signedImageRoutes.ts';
import { downloadRoutes } from './modules/documents/downloadRoutes.ts';
import { calibrationRoutes } from './modules/calibration/routes.ts';
import { costingRoutes } from './modules/costing/routes.ts';
import { conventionSigningRoutes } from './modules/costing/signingRoutes.ts';
import { remarksRoutes } from './modules/remarks/routes.ts';
import { groupManageRoutes } from './modules/groups/manageRoutes.ts';
import { groupRoutes } from './modules/groups/routes.ts';
import { Metrics } from './modules/health/metrics.ts';
import { metricsRoutes } from './modules/health/metricsRoutes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { platformRoutes } from './modules/platform/routes.ts';
import { profileRoutes } from './modules/profiles/routes.ts';
import { photoInventoryRoutes } from './modules/reports/photoInventoryRoutes.ts';
import { photoRoutes } from './modules/reports/photoRoutes.ts';
import { ListPageCache } from './modules/reports/listCache.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { statsRoutes } from './modules/stats/routes.ts';
import { userManageRoutes } from './modules/users/manageRoutes.ts';
import { userRoutes } from './modules/users/routes.ts';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  mailer?: Mailer;
  loginLimits?: AuthRoutesOptions['loginLimits'];
  /** Where log lines go (default: stdout); tests capture them. */
  logStream?: LogStream;
  /** Where photos and PDFs are kept (default: as the configuration says, openBlobStore.ts). */
  blobs?: BlobStore;
  /** false: this process renders no PDF (another one does); its event streams still work. */
  documentJobs?: boolean;
  /** false: this process sends no e-mail (another one does); it still queues them. */
  mailJobs?: boolean;
  /** This process holds DATA_DIR's lock (embedded PostgreSQL): no other one writes there. */
  ownsDataDir?: boolean;
}

/**
 * Bodies are small JSON documents: logos and legal texts, the largest, are a few hundred kB. A route
 * that needs more (photo uploads, which stream) sets its own `bodyLimit`.
 */
export const BODY_LIMIT = 1024 * 1024;

/** Content Security Policy the web app works under: no inline scripts; Ionic needs inline styles. */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  // Helmet's default would break a plain-HTTP deployment on a local network (assets forced to https).
  upgradeInsecureRequests: null,
};

export async function buildApp({
  config,
  database,
  mailer,
  loginLimits,
  logStream,
  blobs,
  documentJobs = true,
  mailJobs = true,
  ownsDataDir = false,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    frameworkErrors,
    clientErrorHandler,
    // Bounded request time (http/slowBodies.ts); Fastify sets Node's requestTimeout from its own.
    requestTimeout: config.requestTimeoutMs,
    http: serverTimeouts(config.requestTimeoutMs),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const metrics = new Metrics(database.pool);
  metrics.observeRequests(app);
  const drain = new Drain();
  drain.register(app);
  registerRequestRules(app);
  registerBodyRate(app, config.bodyRate);
  registerOversizeBodies(app);

  registerSecurityHeaders(app, { contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY } });
  await app.register(fastifyRateLimit, { global: false });
  // A 25-room report's JSON is hundreds of kB on a 4G line (docs/ARCHITECTURE.md "Budgets"): JSON, HTML and
  // CSV answers over 1 kB go as brotli or gzip. What is encoded already (the saved list's cached gzip pages,
  // the app's precompressed files) is left as is; PDFs and photos are not compressible types; the
  // event streams hijack their reply and never reach this hook.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifySwagger, swaggerOptions(config.publicUrl));
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const platform = { url: config.platformUrl, timeoutMs: config.platformTimeoutMs };
  const tokens = await TokenService.create(database.db);
  const imageLinks = await ImageLinks.create(database.db);
  registerAuthentication(app, tokens, sessionLookup(database.db));
  const db = database.db;
  const limits = loginLimits ?? { perIpPerMinute: config.loginLimitPerIp, ...DEFAULT_LOGIN_LIMITS };
  const mail = mailer ?? createMailer(config.smtpUrl, config.dataDir);
  const store = new MeteredBlobStore(blobs ?? (await openBlobStore(config, { alone: ownsDataDir })), metrics);
  // Documents: PDF jobs rendered in worker threads, events over LISTEN/NOTIFY, the e-mail outbox.
  const seal = await loadSealIdentity(
    {
      dataDir: config.dataDir,
      certFile: config.sealCert,
      password: config.sealPassword,
      host: new URL(config.publicUrl).host,
    },
    (message) => app.log.info(message),
  );
  const renderer = new RenderPool(config.renderWorkers, config.renderLimits, seal);
  const events = await DocumentEvents.listen(database.pool, (message) => app.log.warn(message));
  const outbox = new MailOutbox(
    database.pool,
    store,
    mail,
    app.log,
    config.publicUrl,
    config.mailAttachmentsMaxBytes,
  );
  const documents = {
    pool: database.pool,
    blobs: store,
    renderer,
    log: app.log,
    publicUrl: config.publicUrl,
  };
  const jobs = await JobRunner.start({
    pool: database.pool,
    log: app.log,
    // A job per render worker, and room for e-mails beside them.
    concurrency: renderer.size + 2,
    tasks: {
      ...(mailJobs ? { [MAIL_TASK]: outbox.task() } : {}),
      ...(documentJobs ? { [RENDER_TASK]: documentTask(documents) } : {}),
      ...(config.backup
        ? {
            [BACKUP_TASK]: backupTask({
              pool: database.pool,
              blobs: store,
              schedule: config.backup,
              dataDir: config.dataDir,
              log: app.log,
            }),
          }
        : {}),
    },
    deadAfterMs: config.jobsDeadAfterMs,
    crontab: config.backup ? [`${config.backup.cron} ${BACKUP_TASK}`] : [],
  });
  metrics.watchRunningJobs([RENDER_TASK, MAIL_TASK], (task) => jobs.runningCount(task));
  app.addHook('onClose', async () => {
    await jobs.stop();
    events.close();
    await renderer.close();
    // A store given by the caller is the caller's to close.
    if (!blobs) store.close();
  });

  await app.register(
    async (api) => {
      // A self-service tenant reaches only the routes marked selfService (404 elsewhere, before any
      // other answer that would tell the route exists).
      api.addHook('onRequest', selfServiceGate);
      api.addHook('onRequest', requireAcceptedCredentials);
      await api.register(healthRoutes, { pool: database.pool, blobs: store });
      if (config.metricsToken) await api.register(metricsRoutes, { metrics, token: config.metricsToken });
      await api.register(authRoutes, { db, tokens, loginLimits: limits });
      await api.register(profileRoutes, { db });
      await api.register(userRoutes, { db, mailer: mail, publicUrl: config.publicUrl });
      await api.register(groupRoutes, { db });
      await api.register(meRoutes, { db });
      await api.register(userManageRoutes, { db, platform });
      await api.register(groupManageRoutes, { db });
      await api.register(statsRoutes, { db, pool: database.pool });
      await api.register(photoRoutes, { db, pool: database.pool, blobs: store });
      await api.register(photoInventoryRoutes, { db, pool: database.pool });
      await api.register(reportRoutes, {
        db,
        pool: database.pool,
        blobs: store,
        listCache: new ListPageCache(config.listCacheMb * 1024 * 1024),
      });
      await api.register(documentRoutes, {
        db,
        pool: database.pool,
        blobs: store,
        events,
        outbox,
        drain,
        imageLinks,
      });
      await api.register(signedImageRoutes, { pool: database.pool, blobs: store, links: imageLinks });
      await api.register(calibrationRoutes, { db });
      await api.register(costingRoutes, { db, pool: database.pool });
      await api.register(conventionSigningRoutes, { db, pool: database.pool });
      await api.register(remarksRoutes, { db, pool: database.pool });
      await api.register(platformRoutes, { db, platform });
      await api.register(autoEdlRoutes, { db });
      await api.register(verificationRoutes, { db, perIpPerMinute: limits.perIpPerMinute });
      await api.register(downloadRoutes, {
        pool: database.pool,
        blobs: store,
        perIpPerMinute: limits.perIpPerMinute,
      });
    },
    { prefix: '/api' },
  );

  if (fs.existsSync(path.join(config.webDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      // The build writes .br and .gz copies (apps/web/scripts/precompress.mjs): sent when accepted.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Hashed assets never change; the shell and the service worker must be revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`No built web app in ${config.webDist}: run 'npm run build' to serve it`);
  }
  return app;
}
