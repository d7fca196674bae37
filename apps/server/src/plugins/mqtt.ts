import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createWebSocketStream, WebSocketServer } from 'ws';
import type { Config } from '../config.ts';
import { clientAddressOf, type TrustProxy } from '../lib/trust-proxy.ts';
import type { PushBus } from '../mqtt/bus.ts';
import { robotMqttPassword, sameSecret } from '../mqtt/credentials.ts';
import { EmbeddedBroker, MAX_PACKET_BYTES } from '../mqtt/embedded.ts';
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
 * The client address of an upgrade request: the socket's, or behind trusted proxies (TRUST_PROXY) the
 * X-Forwarded-For entry they vouch for, by the same rule Fastify applies to HTTP requests.
 */
function clientAddress(request: IncomingMessage, trustProxy: TrustProxy): string | undefined {
  return clientAddressOf(request, trustProxy);
}

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
      onPresence: (userId, online) => (online ? app.presence.online(userId) : app.presence.offline(userId)),
      ...options.config.mqttLimits,
    });
    app.decorate('bus', broker);
    app.decorate('listenBroker', () => broker.listen(options.config.host, mqtt.port));

    // One MQTT packet per WebSocket message is the norm; a message over the packet cap is closed (1009).
    const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PACKET_BYTES + 5 });
    app.server.on('upgrade', (request, socket, head) => {
      if (new URL(request.url ?? '/', 'http://localhost').pathname !== MQTT_WS_PATH) {
        socket.destroy();
        return;
      }
      // Counted before the handshake, so a flood of upgrades costs no WebSocket state.
      const release = broker.admit(clientAddress(request, options.config.trustProxy));
      if (!release) {
        socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      socket.once('close', release);
      wss.handleUpgrade(request, socket, head, (ws) => {
        const stream = createWebSocketStream(ws);
        stream.on('error', (error) => onError(error, 'mqtt websocket'));
        broker.serve(stream, release, request);
      });
    });
    app.addHook('onClose', async () => {
      for (const client of wss.clients) client.terminate();
      wss.close();
      await broker.close();
    });
  },
  { name: 'mqtt', dependencies: ['db', 'robot-presence'] },
);
