import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createWebSocketStream, WebSocketServer } from 'ws';
import type { Config } from '../config.ts';
import type { PushBus } from '../mqtt/bus.ts';
import { robotMqttPassword, sameSecret } from '../mqtt/credentials.ts';
import { EmbeddedBroker } from '../mqtt/embedded.ts';
import { ExternalBus } from '../mqtt/external.ts';
import { apiCredentialsRepository } from '../repositories/api-credentials.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The push path to robots. */
    bus: PushBus;
    /**
     * Starts the embedded broker's TCP listener (MQTT_PORT on HOST) and returns its port; a no-op with an
     * external broker. Called once the HTTP server listens (inject-only tests never open the port).
     */
    listenBroker(): Promise<number | undefined>;
  }
}

/** The path of MQTT over WebSocket on the HTTP port. */
export const MQTT_WS_PATH = '/mqtt';

/**
 * The MQTT side of the robot gateway: an embedded aedes broker (TCP + WebSocket at /mqtt) by default, or a
 * client of the external broker at MQTT_URL.
 */
export const mqttPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const { mqtt } = options.config;
    const onError = (error: unknown, context = 'mqtt') => app.log.warn({ err: error, context }, 'mqtt error');
    if (mqtt.url) {
      const bus = await ExternalBus.connect(mqtt.url, mqtt.publicUrl, onError);
      app.decorate('bus', bus);
      app.decorate('listenBroker', async () => undefined);
      app.addHook('onClose', () => bus.close());
      return;
    }

    const credentials = apiCredentialsRepository(app.db.kysely);
    const broker = await EmbeddedBroker.create({
      async authenticate(username, password) {
        const row = await credentials.findByUser(username);
        return row && sameSecret(password, robotMqttPassword(row.api_secret, row.user_id)) ? row.user_id : null;
      },
      onError,
    });
    app.decorate('bus', broker);
    app.decorate('listenBroker', () => broker.listen(options.config.host, mqtt.port));

    const wss = new WebSocketServer({ noServer: true });
    app.server.on('upgrade', (request, socket, head) => {
      if (new URL(request.url ?? '/', 'http://localhost').pathname !== MQTT_WS_PATH) {
        socket.destroy();
        return;
      }
      wss.handleUpgrade(request, socket, head, (ws) => {
        const stream = createWebSocketStream(ws);
        stream.on('error', (error) => onError(error, 'mqtt websocket'));
        broker.handle(stream, request);
      });
    });
    app.addHook('onClose', async () => {
      for (const client of wss.clients) client.terminate();
      wss.close();
      await broker.close();
    });
  },
  { name: 'mqtt', dependencies: ['db'] },
);
