import fastifySwagger from '@fastify/swagger';
import { PRODUCT_VERSION } from '@fieldbook/domain';
import Fastify, { type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAuthRoutes } from './accounts/auth.routes.ts';
import { registerMemberUnlockRoutes } from './accounts/member-unlock.routes.ts';
import { registerMfaRoutes } from './accounts/mfa/mfa.routes.ts';
import { registerSsoRoutes } from './accounts/sso/sso.routes.ts';
import { createTokenSigner, loadTokenSecret } from './accounts/tokens.ts';
import { registerUserRoutes } from './accounts/users.routes.ts';
import { registerAgencyRoutes } from './agency/agency.routes.ts';
import { registerCatalogRoutes } from './agency/catalog.routes.ts';
import { registerGroupMemberRoutes } from './agency/group-members.routes.ts';
import { registerInvitationRoutes } from './agency/invitations.routes.ts';
import { registerMemberRoutes } from './agency/members.routes.ts';
import { registerReferenceDataRoutes } from './agency/reference-data.routes.ts';
import { registerAnalyticsRoutes } from './analytics/analytics.routes.ts';
import { registerBillingRoutes } from './billing/billing.routes.ts';
import { registerBusinessCardRoutes } from './business-card/business-card.routes.ts';
import type { ServerConfig } from './config.ts';
import { loadConfigurations } from './configurations/configuration-store.ts';
import { registerConfigurationRoutes } from './configurations/configurations.routes.ts';
import type { Database } from './db/database.ts';
import type { DojCodec } from './doj-submission/doj-codec.ts';
import { registerDojSubmissionRoutes } from './doj-submission/doj-submission.routes.ts';
import { domainDojCodec } from './doj-submission/domain-codec.ts';
import { registerDojTableRoutes } from './doj-tables/doj-tables.routes.ts';
import { registerEarlyInterventionRoutes } from './early-intervention/early-intervention.routes.ts';
import { registerHealthRoutes } from './health/health.routes.ts';
import { createAuthenticate } from './http/authenticate.ts';
import { registerBasemapFile } from './http/basemap-file.ts';
import { registerCompression } from './http/compression.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerUnsafeTextRefusal } from './http/refuse-unsafe-text.ts';
import { type LogStream, registerRequestLog } from './http/request-log.ts';
import { createSecurityHeaders, registerSecurityHeaders } from './http/security-headers.ts';
import { buildProxyTrust } from './http/trusted-proxies.ts';
import type { Api, AppContext } from './http/types.ts';
import { registerWebApp } from './http/web-app.ts';
import { createJobQueue, type JobQueue } from './jobs/job-queue.ts';
import { registerReportExportRoutes } from './lists/report-export.routes.ts';
import { registerReportListRoutes } from './lists/report-lists.routes.ts';
import { registerDevMailboxRoutes } from './mail/dev-mailbox.routes.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { registerOversightRoutes } from './oversight/oversight.routes.ts';
import { registerSessionClient } from './oversight/session-client.ts';
import { registerPageMetricsRoutes } from './page-metrics/page-metrics.routes.ts';
import { registerPublicCaseRoutes } from './public-cases/public-cases.routes.ts';
import { registerReportProfileRoutes } from './report-profile/report-profile.routes.ts';
import { officerEthnicities } from './report-profile/report-profile.service.ts';
import { registerReportTemplateRoutes } from './report-templates/report-templates.routes.ts';
import { registerAmendTrailRoutes } from './reports/amend-trail/amend-trail.routes.ts';
import { registerReportReceiptRoutes } from './reports/receipts/receipts.routes.ts';
import { registerReportRoutes } from './reports/reports.routes.ts';
import { registerReviewRoutes } from './review/review.routes.ts';
import { registerUserSettingsRoutes } from './user-settings/user-settings.routes.ts';
import { registerWorkspaceRoutes } from './workspaces/workspaces.routes.ts';

/** The HTTP application: every area's routes under /api, state configurations, and the web app. */
export async function buildApp(
  db: Database,
  config: ServerConfig,
  services: { mailer?: Mailer; jobs?: JobQueue; logStream?: LogStream; dojCodec?: DojCodec } = {},
): Promise<FastifyInstance> {
  const setSecurityHeaders = createSecurityHeaders(config);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(services.logStream ? { stream: services.logStream } : {}),
      // Log the route pattern, never the raw URL or body: paths and queries can carry personal data.
      serializers: {
        req: (request) => ({ method: request.method, route: request.routeOptions?.url ?? 'unmatched' }),
        res: (reply) => ({ statusCode: reply.statusCode }),
      },
    },
    // One line per request, written with the answer (registerRequestLog), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 2 * 1024 * 1024,
    // A malformed or over-long URL is answered like every other mistake, never echoed back (it can carry personal data).
    frameworkErrors: (error, request, reply) => {
      const isTooLong = error.statusCode === 414;
      setSecurityHeaders(reply as FastifyReply, request.url);
      (reply as FastifyReply).code(isTooLong ? 414 : 400).send({ detail: isTooLong ? 'URI_TOO_LONG' : 'BAD_URL' });
    },
    // Only the configured proxies' X-Forwarded-For, and only as many hops as configured (http/trusted-proxies.ts).
    trustProxy: config.trustedProxies ? buildProxyTrust(config.trustedProxies) : false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const tokenSecret = await loadTokenSecret(db, config.jwtSecret);
  const signer = createTokenSigner(tokenSecret);
  const context: AppContext = {
    db,
    config,
    signer,
    configurations: loadConfigurations(config.configurationsDir),
    authenticate: createAuthenticate(db, signer),
    mailer: services.mailer ?? createMailer(config, db, app.log),
    // Jobs are only sent unless the caller starts the queue's workers (main.ts, the test server).
    jobs: services.jobs ?? createJobQueue(db),
  };

  registerErrorHandler(app);
  registerRequestLog(app);
  registerSecurityHeaders(app, setSecurityHeaders);
  registerUnsafeTextRefusal(app);
  registerSessionClient(app);
  await registerCompression(app);
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Fieldbook API', version: PRODUCT_VERSION } },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api: Api) => {
      registerHealthRoutes(api, context);
      registerAuthRoutes(api, context);
      registerMemberUnlockRoutes(api, context);
      registerMfaRoutes(api, context);
      registerSsoRoutes(api, context);
      registerUserRoutes(api, context);
      registerUserSettingsRoutes(api, context);
      registerReportProfileRoutes(api, context);
      registerDojTableRoutes(api, context);
      registerReportListRoutes(api, context);
      registerReportExportRoutes(api, context);
      registerAnalyticsRoutes(api, context);
      registerAmendTrailRoutes(api, context);
      registerReportRoutes(api, context);
      registerReportReceiptRoutes(api, context);
      registerReviewRoutes(api, context);
      registerEarlyInterventionRoutes(api, context);
      registerDojSubmissionRoutes(api, context, { codec: services.dojCodec ?? domainDojCodec, officerEthnicities });
      registerReportTemplateRoutes(api, context);
      registerReferenceDataRoutes(api, context);
      registerBillingRoutes(api, context);
      registerAgencyRoutes(api, context);
      registerCatalogRoutes(api, context);
      registerGroupMemberRoutes(api, context);
      registerBusinessCardRoutes(api, context);
      registerInvitationRoutes(api, context);
      registerMemberRoutes(api, context);
      registerPublicCaseRoutes(api, context);
      registerDevMailboxRoutes(api, context);
      registerOversightRoutes(api, context);
      registerWorkspaceRoutes(api, context);
      registerPageMetricsRoutes(api, context);
      // The API's map is for signed-in integrators and staff, not for anyone probing the server (decisions.md).
      api.get('/docs', { preValidation: context.authenticate, schema: { hide: true } }, () => app.swagger());
    },
    { prefix: '/api' },
  );
  registerConfigurationRoutes(app, context);
  registerBasemapFile(app, config.basemapPmtilesFile);
  await registerWebApp(app, config.webDistDir);
  return app;
}
