import { ERROR_MESSAGES, ErrorCode, OPEN_API_PREFIX } from '@weassit/contract';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from './config.ts';
import { fail } from './lib/envelope.ts';
import { loggableUrl } from './lib/loggable-url.ts';
import { trustFunction } from './lib/trust-proxy.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { consolePlugin } from './plugins/console.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { mailPlugin } from './plugins/mail.ts';
import { mqttPlugin } from './plugins/mqtt.ts';
import { noNulPlugin } from './plugins/no-nul.ts';
import { purgePlugin } from './plugins/purge.ts';
import { quotasPlugin } from './plugins/quotas.ts';
import { robotPresencePlugin } from './plugins/robot-presence.ts';
import { routeTablePlugin } from './plugins/route-table.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { storagePlugin } from './plugins/storage.ts';
import { vipPlugin } from './plugins/vip.ts';
import { openApiScope } from './routes/open/index.ts';
import { messageRecordRoutes } from './routes/open/message-record.ts';
import { MQTT_AUTH_PREFIX, mqttAuthRoutes } from './routes/open/mqtt-auth.ts';
import { accountRoutes } from './routes/v1/account.ts';
import { accountSecurityRoutes } from './routes/v1/account-security.ts';
import { apiAuthRoutes } from './routes/v1/api-auth.ts';
import { batchTaskRoutes } from './routes/v1/batch-tasks.ts';
import { callbackTestRoutes } from './routes/v1/callback-test.ts';
import { commonRoutes } from './routes/v1/common.ts';
import { configListRoutes } from './routes/v1/config-lists.ts';
import { contactRoutes } from './routes/v1/contacts.ts';
import { customRoutes } from './routes/v1/custom.ts';
import { feedbackRoutes } from './routes/v1/feedback.ts';
import { gptConfigRoutes } from './routes/v1/gpt-configs.ts';
import { healthRoutes } from './routes/v1/health.ts';
import { lastSentRoutes } from './routes/v1/last-sent.ts';
import { materialRoutes } from './routes/v1/materials.ts';
import { messageHistoryRoutes } from './routes/v1/message-history.ts';
import { messageStatsRoutes } from './routes/v1/message-stats.ts';
import { presetRoleRoutes } from './routes/v1/preset-roles.ts';
import { qrLoginRoutes } from './routes/v1/qr-login.ts';
import { recoveryRoutes } from './routes/v1/recovery.ts';
import { robotConfigRoutes } from './routes/v1/robot-config.ts';
import { rssRoutes } from './routes/v1/rss.ts';
import { sendingRoutes } from './routes/v1/sending.ts';
import { storageTestRoutes } from './routes/v1/storage-test.ts';
import { uploadRoutes } from './routes/v1/uploads.ts';

export interface BuildOptions {
  /** Fastify logger options; `false` silences it (tests). */
  logger?: FastifyServerOptions['logger'];
}

/** Builds the server from its plugins. Callers `listen()` it, or `inject()` into it in tests. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
    },
    // One log line per request (below) instead of Fastify's two: half the log volume, same information.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // Only behind a proxy that sets X-Forwarded-For may the client address come from it (rate limits use it),
    // and only as far as TRUST_PROXY trusts the proxies (lib/trust-proxy.ts).
    trustProxy: trustFunction(config.trustProxy),
    // Keeps a slow client from holding a connection forever; generous enough for 10 MB uploads.
    requestTimeout: 120_000,
    // Errors Fastify raises before routing (a URL that does not decode) get the envelope too.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const msg = error.code === 'FST_ERR_BAD_URL' ? '请求地址不合法' : ERROR_MESSAGES[ErrorCode.MALFORMED_REQUEST];
      reply.status(400).send(fail(ErrorCode.MALFORMED_REQUEST, msg));
    },
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        // Query values carry secrets (reset and QR tokens, robot signatures): the log keeps only their names.
        route: request.routeOptions.url,
        url: loggableUrl(request.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
  await app.register(errorsPlugin);
  await app.register(routeTablePlugin);
  await app.register(noNulPlugin);
  // Both before any route: they hook every route registered after them.
  await app.register(securityHeadersPlugin, { config });
  await app.register(compressionPlugin);
  await app.register(dbPlugin, { dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await app.register(purgePlugin, { messageRetentionDays: config.messageHistory.retentionDays });
  await app.register(authPlugin);
  await app.register(mailPlugin, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir });
  await app.register(robotPresencePlugin);
  await app.register(mqttPlugin, { config });
  await app.register(storagePlugin, { config });
  await app.register(quotasPlugin, { quotas: config.quotas });
  // Before the routes: it adds the vip check to the contract's VIP_ROUTES as they are registered.
  await app.register(vipPlugin);
  await app.register(healthRoutes);
  await app.register(accountRoutes, { config });
  await app.register(accountSecurityRoutes, { config });
  await app.register(recoveryRoutes, { config });
  await app.register(qrLoginRoutes, { config });
  await app.register(apiAuthRoutes, { config });
  await app.register(feedbackRoutes);
  await app.register(robotConfigRoutes);
  await app.register(configListRoutes);
  await app.register(presetRoleRoutes);
  await app.register(gptConfigRoutes);
  await app.register(customRoutes);
  await app.register(commonRoutes);
  await app.register(materialRoutes);
  await app.register(uploadRoutes, { config });
  await app.register(contactRoutes);
  await app.register(sendingRoutes, { config });
  await app.register(storageTestRoutes, { config });
  await app.register(callbackTestRoutes, { config });
  await app.register(rssRoutes, { config });
  await app.register(batchTaskRoutes);
  await app.register(messageHistoryRoutes, { config });
  await app.register(lastSentRoutes);
  await app.register(messageStatsRoutes);
  await app.register(messageRecordRoutes, { config });
  await app.register(openApiScope, { prefix: OPEN_API_PREFIX, config });
  await app.register(mqttAuthRoutes, { prefix: MQTT_AUTH_PREFIX, config });
  await app.register(consolePlugin, { consoleDir: config.consoleDir });
  return app;
}
