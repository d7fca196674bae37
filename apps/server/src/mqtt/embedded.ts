import net from 'node:net';
import { ROBOT_TOPIC_ROOT, type RobotCommand, robotTopic } from '@weassit/contract';
import { Aedes, type Client } from 'aedes';
import type { PushBus } from './bus.ts';

export interface EmbeddedBrokerOptions {
  /** Checks a robot's CONNECT credentials; resolves to the user id they belong to, or null. */
  authenticate(username: string, password: string): Promise<string | null>;
  onError(error: unknown, context: string): void;
}

/** The user a connected client authenticated as (set at CONNECT; aedes clients carry no such field). */
const clientUsers = new WeakMap<Client, string>();

/**
 * A robot may only subscribe to its own commands: `aibotk/<its userId>/+` or one command below it. Wildcards
 * anywhere else (`#`, `aibotk/+/…`) would let it read other users' traffic.
 */
export function mayRobotSubscribe(userId: string, topic: string): boolean {
  const parts = topic.split('/');
  if (parts.length !== 3 || parts[0] !== ROBOT_TOPIC_ROOT || parts[1] !== userId) return false;
  return parts[2] === '+' || /^[A-Za-z]+$/.test(parts[2] ?? '');
}

/**
 * The embedded broker (aedes, MQTT 3.1.1 as the plugin speaks): robots log in with per-user credentials,
 * subscribe to their own topics only and publish nothing; the server publishes in-process.
 */
export class EmbeddedBroker implements PushBus {
  readonly kind = 'embedded';
  readonly #aedes: Aedes;
  #tcp: net.Server | undefined;
  #port = 0;
  /** Connected clients per user id: "is the robot online". */
  readonly #connected = new Map<string, number>();

  private constructor(aedes: Aedes) {
    this.#aedes = aedes;
  }

  static async create(options: EmbeddedBrokerOptions): Promise<EmbeddedBroker> {
    const aedes = await Aedes.createBroker();
    const broker = new EmbeddedBroker(aedes);
    aedes.authenticate = (client, username, password, done) => {
      if (!username || !password) {
        done(Object.assign(new Error('bad credentials'), { returnCode: 4 as const }), false);
        return;
      }
      options.authenticate(username, password.toString('utf8')).then(
        (userId) => {
          if (!userId) {
            done(Object.assign(new Error('bad credentials'), { returnCode: 4 as const }), false);
            return;
          }
          clientUsers.set(client, userId);
          done(null, true);
        },
        (error: unknown) => {
          options.onError(error, 'mqtt authenticate');
          done(Object.assign(new Error('unavailable'), { returnCode: 3 as const }), false);
        },
      );
    };
    aedes.authorizeSubscribe = (client, subscription, done) => {
      const userId = clientUsers.get(client);
      if (userId && mayRobotSubscribe(userId, subscription.topic)) done(null, subscription);
      // A refused subscription is answered with the failure code 128 (the connection stays up).
      else done(null, null);
    };
    // Robots publish nothing on this broker; only the server (client null) does.
    aedes.authorizePublish = (client, _packet, done) => done(client ? new Error('publishing not allowed') : null);
    aedes.on('clientReady', (client) => broker.#count(client, +1));
    aedes.on('clientDisconnect', (client) => broker.#count(client, -1));
    aedes.on('clientError', (_client, error) => options.onError(error, 'mqtt client'));
    aedes.on('connectionError', (_client, error) => options.onError(error, 'mqtt connection'));
    return broker;
  }

  #count(client: Client, delta: number) {
    const userId = clientUsers.get(client);
    if (!userId) return;
    const next = (this.#connected.get(userId) ?? 0) + delta;
    if (next > 0) this.#connected.set(userId, next);
    else this.#connected.delete(userId);
  }

  /** Handles one robot connection (a TCP socket, or a WebSocket stream from `/mqtt`). */
  get handle(): Aedes['handle'] {
    return this.#aedes.handle;
  }

  /** Starts the TCP listener; port 0 picks a free one. */
  async listen(host: string, port: number): Promise<number> {
    const server = net.createServer(this.#aedes.handle);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.#tcp = server;
    const address = server.address();
    this.#port = typeof address === 'object' && address ? address.port : port;
    return this.#port;
  }

  get port(): number {
    return this.#port;
  }

  publish(userId: string, command: RobotCommand, payload: Record<string, unknown>): Promise<void> {
    const packet = {
      cmd: 'publish' as const,
      topic: robotTopic(userId, command),
      payload: Buffer.from(JSON.stringify(payload)),
      qos: 1 as const,
      retain: false,
      dup: false,
    };
    return new Promise((resolve, reject) => {
      this.#aedes.publish(packet, (error) => (error ? reject(error) : resolve()));
    });
  }

  robotConnected(userId: string): boolean {
    return this.#connected.has(userId);
  }

  brokerAddress(requestHost: string): { host: string; port: number } {
    return { host: `mqtt://${requestHost}`, port: this.#port };
  }

  async close(): Promise<void> {
    // Stop accepting first; the listener only finishes closing once aedes has ended the open connections.
    const tcp = this.#tcp;
    const tcpClosed = tcp ? new Promise<void>((resolve) => tcp.close(() => resolve())) : Promise.resolve();
    await new Promise<void>((resolve) => this.#aedes.close(() => resolve()));
    await tcpClosed;
  }
}
