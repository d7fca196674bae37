import { CONSOLE_BASE } from '@weassit/contract';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

/** Starts the server on the runtime contract's address and stops it gracefully on SIGINT/SIGTERM. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }

  const app = await buildApp(config);
  await app.listen({ host: config.host, port: config.port });
  const mqttPort = await app.listenBroker();
  if (mqttPort !== undefined) app.log.info({ port: mqttPort, host: config.host }, 'mqtt broker ready');
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const consoleUrl = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}${CONSOLE_BASE}`;
  app.log.info({ url: consoleUrl }, 'console ready');

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s, exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
