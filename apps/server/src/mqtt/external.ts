import { type RobotCommand, robotTopic } from '@weassit/contract';
import mqtt, { type MqttClient } from 'mqtt';
import type { PushBus } from './bus.ts';

/**
 * An external broker (Mosquitto, EMQX) for scale-out: every server process is an MQTT client that publishes
 * to `aibotk/<userId>/<command>`. Robots are told `publicUrl` (MQTT_PUBLIC_URL, else MQTT_URL); the broker
 * checks their credentials through the server's HTTP auth hooks (see routes/open/mqtt-auth.ts).
 */
export class ExternalBus implements PushBus {
  readonly kind = 'external';
  readonly #client: MqttClient;
  readonly #public: URL;

  private constructor(client: MqttClient, publicUrl: URL) {
    this.#client = client;
    this.#public = publicUrl;
  }

  /** Connects (the mqtt client keeps reconnecting by itself); fails if the first connection takes > 10 s. */
  static async connect(url: string, publicUrl: string | undefined, onError: (error: unknown) => void) {
    const client = mqtt.connect(url, {
      clientId: `weassit-server-${process.pid}-${Math.random().toString(16).slice(2, 8)}`,
      protocolVersion: 4,
      reconnectPeriod: 1000,
      connectTimeout: 10_000,
    });
    client.on('error', onError);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`MQTT broker ${redact(url)} did not answer in 10 s`)), 10_000);
      client.once('connect', () => {
        clearTimeout(timer);
        resolve();
      });
    }).catch(async (error: unknown) => {
      await client.endAsync(true);
      throw error;
    });
    return new ExternalBus(client, new URL(publicUrl ?? url));
  }

  async publish(userId: string, command: RobotCommand, payload: Record<string, unknown>): Promise<void> {
    await this.#client.publishAsync(robotTopic(userId, command), JSON.stringify(payload), { qos: 1 });
  }

  /** The broker's acknowledgements from the robot never reach this client: delivery cannot be reported. */
  async publishTracked(userId: string, command: RobotCommand, payload: Record<string, unknown>): Promise<boolean> {
    await this.publish(userId, command, payload);
    return false;
  }

  robotConnected(): undefined {
    return undefined;
  }

  /**
   * MQTT gives a client no way to end another's session, and the server holds no admin channel to the broker: a
   * robot connected with the old key keeps its session until it reconnects, when the auth hook
   * (routes/open/mqtt-auth.ts) refuses the old password. Ending them at once takes the broker's own admin
   * interface (e.g. EMQX's HTTP API can kick the clients whose user name is the user id).
   */
  disconnectUser(): number {
    return 0;
  }

  brokerAddress(): { host: string; port: number } {
    const { protocol, hostname, port } = this.#public;
    const defaultPort = protocol === 'mqtts:' ? 8883 : protocol === 'ws:' ? 80 : protocol === 'wss:' ? 443 : 1883;
    return { host: `${protocol}//${hostname}`, port: port ? Number(port) : defaultPort };
  }

  async close(): Promise<void> {
    await this.#client.endAsync();
  }
}

/** The URL without its password, for messages. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'MQTT_URL';
  }
}
