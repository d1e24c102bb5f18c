import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { redactAadhaar } from '@platform/shared/schemas';
import { systemClock, type Clock } from './clock.ts';
import type { AppContext } from './context.ts';
import { FLOW_TOKEN_HEADER } from './context.ts';
import { openPglite, openPostgres, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { defaultAuthLimits, type AuthLimits } from './auth/limits.ts';
import { authPlugin } from './auth/routes.ts';
import { ShiftSessions, type ShiftSessionOptions } from './auth/shift-sessions.ts';
import { REFRESH_PATH } from '@platform/shared/contracts';
import { caServicesOnRoot, caServicesPlugin } from './ca-services/routes.ts';
import { contentPlugin } from './content/routes.ts';
import { loadContent } from './content/load-content.ts';
import { cspPlugin } from './csp/routes.ts';
import { ApiError, failure } from './http/errors.ts';
import { openapiDocs } from './http/openapi.ts';
import { localKycAdapter, type KycAdapter } from './kyc/adapter.ts';
import { kycPlugin } from './kyc/routes.ts';
import { leadsPlugin } from './leads/routes.ts';
import type { LeadStatusListener } from './leads/lifecycle.ts';
import { indiaPostDirectory, type PincodeDirectory } from './pincode/directory.ts';
import { careersPlugin } from './careers/routes.ts';
import { customerPlugin } from './customer/routes.ts';
import { cibilPlugin } from './cibil/routes.ts';
import { consentPlugin } from './consent/routes.ts';
import { grievancesPlugin } from './grievances/routes.ts';
import { devPlugin } from './dev/routes.ts';
import { enquiryPlugin } from './enquiry/routes.ts';
import { healthPlugin } from './health/routes.ts';
import { pincodePlugin } from './pincode/routes.ts';
import { productsPlugin } from './products/routes.ts';
import { LocalGateway } from './payments/local-gateway.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { createPayments, defaultPaymentsTiming } from './payments/reconcile.ts';
import { paymentsPlugin } from './payments/routes.ts';
import { seedDemo } from './seed/demo.ts';
import { defaultOtpPolicy, OtpService, type OtpPolicy } from './security/otp.ts';
import { defaultPasswordCost, PasswordHasher, type PasswordHashingCost } from './security/passwords.ts';
import { deriveKey, Sealer } from './security/keys.ts';
import { RateLimiter } from './security/rate-limit.ts';
import { TokenService } from './security/tokens.ts';
import { OutboxSmsAdapter, type SmsAdapter } from './sms/sms.ts';
import { Outbox } from './outbox/outbox.ts';
import { queuedEmail, queuedSms } from './outbox/queued-adapters.ts';
import { localFileStorage, type FileStorage } from './storage/file-storage.ts';
import { notifyShopOfLeadStatus } from './vendor/notifications.ts';
import { vendorPlugin } from './vendor/routes.ts';
import { recordShopCommission } from './vendor-selling/commissions.ts';
import { staffPlugin } from './staff/routes.ts';
import { kycReviewPlugin } from './kyc-review/routes.ts';
import { partnersPlugin } from './partners/routes.ts';
import type { CourierAdapter } from './logistics/courier.ts';
import {
  caRequestQueue,
  listContentItems,
  listDeskShipments,
  listFinanceCommissions,
  listGrievances,
  listJobApplications,
  listKycReviews,
  listOversightLeads,
  listPartnerEnquiries,
  listPartners,
  listStaff,
} from '@platform/shared/contracts';
import { partnerApprovalsQueueSummary } from './staff/approvals-queue.ts';
import { caRequestsQueueSummary } from './ca-services/queue-summary.ts';
import { kycReviewQueueSummary, shopApprovalsQueueSummary } from './kyc-review/queue-summary.ts';
import { shipmentsQueueSummary } from './logistics/desk-queries.ts';
import { leadsQueueSummary } from './leads/oversight-queries.ts';
import { contentQueueSummary } from './content/desk-queries.ts';
import { OutboxEmailAdapter, type EmailAdapter } from './email/email.ts';
import { seedDemoStaff } from './ops/demo-staff.ts';
import { seedDeskDemo } from './seed/desk-demo.ts';
import type { QueueProvider } from './ops/queue-summary.ts';
import { opsPlugin } from './ops/routes.ts';
import { logisticsPlugin } from './logistics/routes.ts';
import { vendorSellingPlugin } from './vendor-selling/routes.ts';
import { seedDemoPayoutAccount } from './payouts/demo.ts';
import { LocalPayouts } from './payouts/local-payouts.ts';
import { createPayouts } from './payouts/payouts.ts';
import type { PayoutsProvider } from './payouts/provider.ts';
import { commissionApprovalsQueueSummary } from './payouts/queue-summary.ts';
import { payoutsPlugin } from './payouts/routes.ts';
import { offersPlugin } from './offers/routes.ts';
import { lendersPlugin } from './lenders/routes.ts';
import { partnerEnquiriesPlugin, partnerEnquiriesQueueSummary } from './partner-enquiries/routes.ts';
import { grievancesQueueSummary } from './grievances/desk-queries.ts';
import { applicationsQueueSummary } from './careers/desk.ts';
import { JobScheduler } from './jobs/scheduler.ts';
import { SharedFigures } from './http/shared-figures.ts';
import { jobsPlugin } from './jobs/routes.ts';
import { defaultJobTiming, registerPlatformJobs, type JobTiming } from './jobs/platform-jobs.ts';

export type DatabaseOption =
  | Database
  /** Opened (and closed with the server) by buildServer: a PostgreSQL URL, else PGlite in `dataDir` (memory when absent). */
  | { url?: string; dataDir?: string; schema?: string };

export interface BuildServerOptions {
  database: DatabaseOption;
  clock?: Clock;
  /** E-mail delivery (staff invitations); default: the local outbox adapter. */
  email?: EmailAdapter | ((db: Database, clock: Clock) => EmailAdapter);
  /** Where the site (and its operations console) is served, for links in emails; default: the first origin. */
  siteUrl?: string;
  /** SMS delivery; default: the local outbox adapter. May be built from the opened database. */
  sms?: SmsAdapter | ((db: Database, clock: Clock) => SmsAdapter);
  /** How long a worker's claim on an outbox message holds (api/src/outbox); default a minute. */
  outboxLeaseMs?: number;
  /** Site origins allowed by CORS (with credentials). Any other origin gets no CORS headers. */
  origins?: string[];
  /** Structured request logs (pino JSON). Off by default; tests leave it off. */
  logger?: boolean | FastifyServerOptions['logger'];
  /** HS256 key for every token. Default: random per server (fine for tests, not for restarts). */
  tokenSecret?: string;
  /**
   * Development tools: the `/dev/*` read routes, and OTP codes kept in the outbox and logs. Off
   * unless asked for (API_DEV_TOOLS=1 in main.ts, which refuses it anywhere but a local machine).
   */
  devTools?: boolean;
  /** Key for answers sealed at rest (product applications). Default: derived from tokenSecret. */
  dataKey?: string;
  otpPolicy?: Partial<OtpPolicy>;
  authLimits?: Partial<AuthLimits>;
  /**
   * How long a network-wide count (the operations dashboard, the leads oversight's counts) is
   * shared by every caller (http/shared-figures.ts, decision 054). Default 0: computed per request.
   */
  figuresFreshForMs?: number;
  passwordCost?: PasswordHashingCost;
  directory?: PincodeDirectory;
  /** Proxies in front of the API: a hop count or their addresses (never `true`: anyone could forge X-Forwarded-For). */
  trustProxy?: number | string[] | false;
  seedDemo?: boolean;
  /** Strict-Transport-Security on every answer: only where the API is served over https (production). */
  hsts?: boolean;
  /**
   * The shift sessions' refresh cookie: its Path as the browser sees the refresh route (default
   * `/auth/session/refresh`; behind a proxy prefix, with it) and `Secure` (default: with `hsts`).
   */
  sessionCookie?: Partial<ShiftSessionOptions>;
  /** Largest JSON body accepted, bytes. */
  bodyLimit?: number;
  /** Told of every lead status change inside its transaction (e.g. the shop's notifications). */
  onLeadStatusChanged?: LeadStatusListener[];
  /**
   * Check every answer of a contract-registered route against its contract's response schema
   * (an answer that drifts is a 500 naming the difference). On in the API tests.
   */
  checkResponses?: boolean;
  /** Payment provider (default: the local simulator) and its settings (api/README.md, Payments). */
  payments?: {
    provider?: PaymentProvider | ((clock: Clock) => PaymentProvider);
    apiPublicUrl?: string;
    orderExpiryMs?: number;
    reconcileAfterMs?: number;
  };
  /** Payouts provider (default: the local simulator; api/README.md, Payouts). */
  payouts?: { provider?: PayoutsProvider | ((clock: Clock) => PayoutsProvider) };
  /** KYC provider; default: the deterministic local sandbox (api/README.md, KYC test identities). */
  kyc?: KycAdapter;
  /** Where uploaded documents go; default: a folder (`uploadsDir`, else a per-process temp folder). */
  files?: FileStorage;
  /** Who carries shipments (COURIER in main.ts); default: the platform's own logistics desk. */
  courier?: CourierAdapter;
  uploadsDir?: string;
  /** The scheduled jobs' timing (api/src/jobs); an interval of 0 leaves that job out. */
  jobs?: Partial<JobTiming>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduled jobs: main.ts ticks them, the console lists and runs them, tests drive them. */
    jobs: JobScheduler;
    /** The outbox: main.ts's worker delivers what is due; tests drive it. */
    outbox: Outbox;
  }
}

async function openDatabase(option: DatabaseOption): Promise<{ db: Database; owned: boolean }> {
  if ('query' in option) return { db: option, owned: false };
  if (option.url) {
    return {
      db: await openPostgres({ connectionString: option.url, ...(option.schema ? { schema: option.schema } : {}) }),
      owned: true,
    };
  }
  return { db: await openPglite(option.dataDir), owned: true };
}

// Fastify's own 4xx errors, in words for people. Anything not listed gets a generic text, so no
// internal message reaches a client.
const fastifyClientErrors: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body length does not match Content-Length',
  FST_ERR_CTP_INVALID_TYPE: 'Invalid Content-Type header',
  FST_ERR_CTP_EMPTY_TYPE: 'Missing Content-Type header',
  FST_ERR_VALIDATION: 'Invalid request',
};

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  const devTools = options.devTools ?? false;
  const { db, owned } = await openDatabase(options.database);

  const loggerOptions =
    options.logger === true
      ? { level: process.env.LOG_LEVEL ?? 'info', redact: ['req.headers.authorization', `req.headers["${FLOW_TOKEN_HEADER}"]`] }
      : (options.logger ?? false);
  const app = Fastify({
    // Every log line, whatever wrote it (a URL's query, an error message quoting input), has any
    // Aadhaar number masked before it leaves the process (Aadhaar Act s.29).
    logger:
      loggerOptions && typeof loggerOptions === 'object' ? { ...loggerOptions, hooks: { ...loggerOptions.hooks, streamWrite: redactAadhaar } } : loggerOptions,
    bodyLimit: options.bodyLimit ?? 64 * 1024,
    // A hop count trusts exactly that many proxies nearest the server (hop 0 is the socket peer);
    // the left-most X-Forwarded-For entries, which anyone can write, are never trusted.
    trustProxy:
      typeof options.trustProxy === 'number' ? (_address: string, hop: number) => hop < (options.trustProxy as number) : (options.trustProxy ?? false),
    genReqId: () => randomUUID(),
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });

  // Bodies are validated by the shared yup schemas in each handler (one set of rules and messages
  // for site and server); the JSON schemas on routes document them for OpenAPI only.
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  try {
    await migrate(db, { log: (message) => app.log.info(message) });
    const passwords = new PasswordHasher(options.passwordCost ?? defaultPasswordCost);
    // The site's articles, guides and open roles (Markdown in the repo), whatever the environment.
    await loadContent(db);
    if (options.seedDemo) await seedDemo(db, clock, passwords);

    const secret = options.tokenSecret ?? randomBytes(32).toString('base64url');
    const limiter = new RateLimiter(db, clock);
    const smsLogger = { info: (details: Record<string, unknown>, msg: string) => app.log.info(details, msg) };
    // The providers: what actually sends (the local ones write to sms_outbox / email_outbox). Every
    // message reaches them through the durable outbox, never directly (api/src/outbox).
    const smsProvider = typeof options.sms === 'function' ? options.sms(db, clock) : (options.sms ?? new OutboxSmsAdapter(db, clock, smsLogger, devTools));
    const emailProvider =
      typeof options.email === 'function' ? options.email(db, clock) : (options.email ?? new OutboxEmailAdapter(db, clock, smsLogger, devTools));
    const outbox = new Outbox(db, clock, { sms: smsProvider, email: emailProvider }, app.log, {
      ...(options.outboxLeaseMs !== undefined ? { leaseMs: options.outboxLeaseMs } : {}),
    });
    // For callers that still send one message at a time: queued through the outbox all the same.
    const sms = queuedSms(outbox);
    const email = queuedEmail(outbox);
    const otpKey = deriveKey(secret, 'otp-code-hmac');
    const ctx: AppContext = {
      db,
      clock,
      tokens: new TokenService(secret, clock),
      passwords,
      otp: new OtpService(db, clock, outbox, limiter, otpKey, { ...defaultOtpPolicy, ...options.otpPolicy }),
      limiter,
      directory: options.directory ?? indiaPostDirectory(),
      devTools,
      sealer: new Sealer(deriveKey(options.dataKey ?? secret, 'sealed-data')),
      kyc: options.kyc ?? localKycAdapter(db, clock),
      piiKey: deriveKey(secret, 'pii-hash'),
      files: options.files ?? localFileStorage(options.uploadsDir ?? join(tmpdir(), `loan-api-uploads-${process.pid}`)),
      checkResponses: options.checkResponses ?? false,
      outbox,
      shifts: new ShiftSessions(deriveKey(secret, 'refresh-token'), {
        cookiePath: options.sessionCookie?.cookiePath ?? REFRESH_PATH,
        secure: options.sessionCookie?.secure ?? options.hsts ?? false,
      }),
      figures: new SharedFigures(clock, options.figuresFreshForMs ?? 0),
    };

    // The demo's staff accounts need the data key to seal their authenticator secrets.
    if (options.seedDemo) {
      await seedDemoStaff(db, clock, passwords, ctx.sealer);
      // The demo shop's verified bank account, kept sealed for payouts.
      await seedDemoPayoutAccount(db, clock, ctx.sealer);
    }
    const siteUrl = options.siteUrl ?? options.origins?.[0] ?? 'http://localhost:3000';
    // The service desks' demo work, once the demo staff who did it exist.
    if (options.seedDemo) await seedDeskDemo(db, clock.now(), ctx.files, siteUrl);

    const origins = new Set(options.origins ?? []);
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && origins.has(origin)),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['content-type', 'authorization', 'idempotency-key', FLOW_TOKEN_HEADER, 'x-consent-notice'],
      // A download's file name (a customer's copy of their data) and how long to wait after a 429.
      exposedHeaders: ['content-disposition', 'retry-after'],
      maxAge: 600,
    });

    // Security headers for a JSON API: no page of its own to script or frame. Resources may be
    // read from the site's origin (images, CORS fetches), hence cross-origin resource policy.
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
      },
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginEmbedderPolicy: false,
      hsts: options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    // No answer carries a full Aadhaar number (Aadhaar Act s.29): the KYC routes mask theirs,
    // and this masks one typed into free text (an address, a note) before it is sent back.
    // Files (streams and binary bodies) are the person's own documents and pass untouched.
    // Added before compression, whose own onSend would otherwise hand this a compressed stream.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (typeof payload === 'string') return redactAadhaar(payload);
      if (Buffer.isBuffer(payload) && /json|text/.test(String(reply.getHeader('content-type') ?? ''))) {
        const text = payload.toString('utf8');
        const redacted = redactAadhaar(text);
        return redacted === text ? payload : redacted;
      }
      return payload;
    });
    // JSON answers compressed (br or gzip) for clients that accept it, above 1 KB.
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

    // Before any route: every route registered from here on gets its operationId.
    const docs = openapiDocs(app);
    await app.register(swagger, {
      transform: docs.transform,
      openapi: {
        openapi: '3.0.3',
        // Relative: the origin that serves the document, so "Try it out" on /docs calls this
        // API (same origin, nothing for CORS or the page's CSP to refuse) wherever it runs.
        servers: [{ url: '/', description: 'This API (the origin serving this document)' }],
        info: {
          title: 'Loan marketplace API',
          version: '1.0.0',
          description:
            'Accounts, OTP flows and enquiries (docs/spec/product.md §7). Every answer is `{ success, message }` plus tokens or data; failures add `error` (the text to show) and `fields` (per-field messages).',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            flowToken: { type: 'apiKey', in: 'header', name: 'X-Flow-Token' },
          },
        },
      },
    });

    // Documents (PUT /api/upload-docs). Limits are per route; these are the outer bounds.
    await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 2, fields: 5, parts: 7, fieldSize: 1024 } });

    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
      reply.header('cache-control', 'no-store');
    });

    app.setErrorHandler((error: unknown, request, reply) => {
      if (error instanceof ApiError) {
        for (const [name, value] of Object.entries(error.extra.headers ?? {})) reply.header(name, value);
        return reply.code(error.statusCode).send(failure(error.message, error.extra.fields, error.statusCode, error.extra.code));
      }
      const err = error as { statusCode?: number; code?: string };
      const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
      if (status >= 400 && status < 500) {
        request.log.info({ code: err.code }, 'client error');
        return reply.code(status).send(failure(fastifyClientErrors[err.code ?? ''] ?? 'Bad request', undefined, status));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(failure('Something went wrong on our side. Please try again.', undefined, 500));
    });

    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send(failure('Not found', undefined, 404));
    });

    // The reading page: Swagger UI from the package's own files (no CDN), the document at
    // /docs/json. Its CSP replaces the API's `default-src 'none'` on /docs and its assets only,
    // allowing what the page needs: its scripts and styles from this origin, inline styles (the
    // UI sets some), data: images (its icons and logo) and fetches to this origin (the document
    // and "Try it out").
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      uiConfig: { deepLinking: true, displayOperationId: true, tryItOutEnabled: false },
      theme: { title: 'LoanSetu API' },
      staticCSP: {
        'default-src': ["'none'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'font-src': ["'self'"],
        'base-uri': ["'none'"],
        'form-action': ["'none'"],
        'frame-ancestors': ["'none'"],
      },
    });

    await app.register(pincodePlugin, { ctx });
    await app.register(healthPlugin, { ctx });
    await app.register(contentPlugin, { ctx });
    await app.register(authPlugin, { ctx, limits: options.authLimits });
    await app.register(enquiryPlugin, { ctx });
    await app.register(productsPlugin, { ctx });
    await app.register(careersPlugin, { ctx, sms });
    await app.register(customerPlugin, { ctx });
    await app.register(cibilPlugin, { ctx });
    // A shop hears of its leads' key steps; further listeners (tests, integrations) come after.
    const leadListeners = [notifyShopOfLeadStatus, recordShopCommission, ...(options.onLeadStatusChanged ?? [])];
    await app.register(leadsPlugin, { ctx, sms, devTools, listeners: leadListeners });
    await app.register(consentPlugin, { ctx, listeners: leadListeners });
    await app.register(staffPlugin, { ctx, listeners: leadListeners });
    await app.register(partnersPlugin, { ctx });
    await app.register(kycReviewPlugin, { ctx });
    await app.register(grievancesPlugin, { ctx, sms });
    const paymentProvider = options.payments?.provider;
    // Decorated here, on the server itself: main.ts's reconciliation timer and the close hook below
    // read it, and a decoration made inside the encapsulated plugin would not reach them.
    const payments = createPayments(
      ctx,
      typeof paymentProvider === 'function' ? paymentProvider(clock) : (paymentProvider ?? new LocalGateway(clock)),
      {
        orderExpiryMs: options.payments?.orderExpiryMs ?? defaultPaymentsTiming.orderExpiryMs,
        reconcileAfterMs: options.payments?.reconcileAfterMs ?? defaultPaymentsTiming.reconcileAfterMs,
      },
      app.log,
    );
    app.decorate('payments', payments);
    await app.register(paymentsPlugin, {
      ctx,
      payments,
      siteOrigins: options.origins ?? [],
      apiPublicUrl: options.payments?.apiPublicUrl ?? 'http://localhost:4000',
      devTools,
    });
    await app.register(cspPlugin, { ctx, readable: devTools });
    await app.register(kycPlugin, { ctx });
    await app.register(vendorPlugin, { ctx });
    await app.register(caServicesPlugin, { ctx });
    // The service requests on the product calls they share, and the unpaid-request sweep (ca-services/routes.ts).
    caServicesOnRoot(app, ctx);
    await app.register(vendorSellingPlugin, { ctx });
    await app.register(offersPlugin, { ctx, seedDemo: options.seedDemo === true });
    await app.register(lendersPlugin, { ctx });
    await app.register(logisticsPlugin, { ctx, ...(options.courier ? { courier: options.courier } : {}) });
    // The finance desk and the shops' payouts. Decorated on the server as `payments` is: the
    // scheduler polls pending transfers (app.payouts.poll) and reconciles money daily
    // (app.payouts.reconcile), and the close hook below waits for the simulator.
    const payoutsProvider = options.payouts?.provider;
    const payouts = createPayouts(
      ctx,
      typeof payoutsProvider === 'function' ? payoutsProvider(clock) : (payoutsProvider ?? new LocalPayouts(clock)),
      sms,
      app.log,
    );
    app.decorate('payouts', payouts);
    await app.register(payoutsPlugin, { ctx, payouts, paymentProvider: payments.provider, devTools });
    // The operations dashboard's queues: each summary comes from its own domain; a card opens for
    // the staff roles of the contract its page lists from.
    const queues: QueueProvider[] = [
      { summarise: partnerApprovalsQueueSummary, roles: listStaff.staffRoles ?? [] },
      { summarise: shopApprovalsQueueSummary, roles: listPartners.staffRoles ?? [] },
      { summarise: kycReviewQueueSummary, roles: listKycReviews.staffRoles ?? [] },
      { summarise: caRequestsQueueSummary, roles: caRequestQueue.staffRoles ?? [] },
      { summarise: shipmentsQueueSummary, roles: listDeskShipments.staffRoles ?? [] },
      { summarise: leadsQueueSummary, roles: listOversightLeads.staffRoles ?? [] },
      { summarise: contentQueueSummary, roles: listContentItems.staffRoles ?? [] },
      { summarise: grievancesQueueSummary, roles: listGrievances.staffRoles ?? [] },
      { summarise: applicationsQueueSummary, roles: listJobApplications.staffRoles ?? [] },
      { summarise: partnerEnquiriesQueueSummary, roles: listPartnerEnquiries.staffRoles ?? [] },
      { summarise: commissionApprovalsQueueSummary, roles: listFinanceCommissions.staffRoles ?? [] },
    ];
    await app.register(partnerEnquiriesPlugin, { ctx, siteUrl });
    await app.register(opsPlugin, {
      ctx,
      email,
      siteUrl,
      limits: { ...defaultAuthLimits, ...options.authLimits },
      queues,
    });
    if (devTools) await app.register(devPlugin, { ctx });

    // The scheduled jobs (api/src/jobs): every process ticks them (main.ts), one runs each due job.
    // Each domain's job is registered in jobs/platform-jobs.ts.
    const jobs = new JobScheduler(db, clock, app.log);
    registerPlatformJobs(jobs, { ctx, payments, payouts, timing: { ...defaultJobTiming, ...options.jobs } });
    app.decorate('jobs', jobs);
    app.decorate('outbox', outbox);
    await app.register(jobsPlugin, { ctx, jobs });

    // Webhooks the local simulator is still delivering finish before the database closes.
    app.addHook('onClose', async () => {
      if (app.payments.provider instanceof LocalGateway) await app.payments.provider.idle();
      if (app.payouts.provider instanceof LocalPayouts) await app.payouts.provider.idle();
    });
    if (owned) app.addHook('onClose', async () => db.close());
    await app.ready();
    return app;
  } catch (error) {
    if (owned) await db.close().catch(() => undefined);
    throw error;
  }
}
