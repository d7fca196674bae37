import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { ROBOT_TOPIC_ROOT, type RobotCommand, robotTopic } from '@weassit/contract';
import { Aedes, type Client } from 'aedes';
import type { PushBus } from './bus.ts';
import { ConnectionLimits } from './connection-limits.ts';
import { isRobotClientId } from './credentials.ts';
import { PacketGuard } from './packet-guard.ts';

/**
 * The largest packet a client may send. Robots send only CONNECT, SUBSCRIBE, PINGREQ, acks and DISCONNECT:
 * a few hundred bytes each, so 64 KiB is plenty (what the server publishes to them is not limited by this).
 */
export const MAX_PACKET_BYTES = 64 * 1024;
/** The largest CONNECT: client id, user name and password of a robot are well under 1 KiB. */
const MAX_CONNECT_BYTES = 4 * 1024;
/** Keep-alives above this (and 0, "never") are cut to it, so a vanished client's connection ends in time. */
const MAX_KEEPALIVE_SECONDS = 300;
/**
 * Bytes written to a client that its connection has not yet passed on: a client holding more than this when the
 * next command is due does not read (or reads far slower than it is sent to), and is cut off. Room for several of
 * the largest console sends (the 1 MiB body limit) beyond what the kernel buffers.
 */
export const MAX_UNSENT_BYTES = 4 * 1024 * 1024;
/** A connection whose buffered writes do not drain for this long is closed (aedes's drainTimeout, default 60 s). */
const DRAIN_TIMEOUT_MS = 30_000;

export interface EmbeddedBrokerOptions {
  /** Checks a robot's CONNECT credentials; resolves to the user id they belong to, or null. */
  authenticate(username: string, password: string): Promise<string | null>;
  onError(error: unknown, context: string): void;
  /** A connection that has not sent CONNECT after this long is closed. */
  connectTimeoutMs: number;
  /** Open connections in total and from one client address (TCP and WebSocket together). */
  maxConnections: number;
  maxConnectionsPerAddress: number;
  /** Default MAX_KEEPALIVE_SECONDS (tests shorten it). */
  maxKeepaliveSeconds?: number;
  /** A user's first robot connection opened (true) or the last one closed (false). */
  onPresence?(userId: string, online: boolean): void;
}

/** The user a connected client authenticated as (set at CONNECT; aedes clients carry no such field). */
const clientUsers = new WeakMap<Client, string>();
/**
 * Per client, the broker counters of its QoS 1 deliveries not yet acknowledged, in delivery order. A PUBACK of a
 * clean session (as robots connect) reaches the 'ack' event without the packet it acknowledges; deliveries are
 * written and acknowledged in order, so the oldest unacknowledged one is it.
 */
const unacknowledged = new WeakMap<Client, number[]>();
/** Clients whose CONNECT carried a Will, to be refused at authentication (where a CONNACK code can say so). */
const clientsWithWill = new WeakSet<Client>();
/** Clients being cut off for not reading. */
const cutOff = new WeakSet<Client>();
/** Per client, the bytes of every delivery let through to it (see `unsentBytes`). */
const forwardedBytes = new WeakMap<Client, number>();

/** The bytes of a PUBLISH on the wire (MQTT 3.1.1): fixed header, topic, packet id at QoS > 0, payload. */
function publishBytes(packet: { topic: string; payload: Buffer | string; qos: number }): number {
  const payload = typeof packet.payload === 'string' ? Buffer.byteLength(packet.payload) : packet.payload.length;
  const remaining = 2 + Buffer.byteLength(packet.topic) + (packet.qos > 0 ? 2 : 0) + payload;
  return 1 + (remaining < 128 ? 1 : remaining < 16_384 ? 2 : remaining < 2_097_152 ? 3 : 4) + remaining;
}

/**
 * What a client would hold unsent with `next` more bytes: everything let through to it less what its connection
 * has taken. Counted from the deliveries rather than read from the stream's buffer, because aedes writes a
 * delivery a tick after letting it through: a burst of commands is all let through before the first is written.
 */
function unsentBytes(client: Client, next: number): number {
  const taken = client.conn instanceof PacketGuard ? client.conn.passedOn : 0;
  return (forwardedBytes.get(client) ?? 0) + next - taken;
}

const refusal = (message: string, returnCode: 2 | 3 | 4 | 5) => Object.assign(new Error(message), { returnCode });

/** A publish whose delivery was dropped: the robot it was for was cut off for not reading (MAX_UNSENT_BYTES). */
export class DeliveryDropped extends Error {
  override readonly name = 'DeliveryDropped';
}

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
 * The embedded broker (aedes, MQTT 3.1.1 as the plugin speaks): robots log in with per-user credentials under
 * their own client ids, subscribe to their own topics only and publish nothing; the server publishes
 * in-process. Before login a connection is bounded in number, size, and time (see `admit` and `serve`).
 */
export class EmbeddedBroker implements PushBus {
  readonly kind = 'embedded';
  readonly #aedes: Aedes;
  readonly #limits: ConnectionLimits;
  #tcp: net.Server | undefined;
  #port = 0;
  /** Connected clients per user id: "is the robot online". */
  readonly #connected = new Map<string, number>();
  /** Tracked publishes awaiting the robot's PUBACK, by the packet's broker counter (see `publishTracked`). */
  readonly #awaitingAck = new Map<number, { userId: string; onDelivered: () => void }>();
  /** Every logged-in client per user id, from authentication until its connection closes (see `disconnectUser`). */
  readonly #sessions = new Map<string, Set<Client>>();
  /** Per user id, how many times its sessions were ended: a login checked against the key before that is void. */
  readonly #cuts = new Map<string, number>();
  /** Broker counters of our publishes not yet done, and of those among them whose delivery was dropped. */
  readonly #pending = new Set<number>();
  readonly #dropped = new Set<number>();

  readonly #onPresence: EmbeddedBrokerOptions['onPresence'];

  private constructor(aedes: Aedes, limits: ConnectionLimits, onPresence: EmbeddedBrokerOptions['onPresence']) {
    this.#aedes = aedes;
    this.#limits = limits;
    this.#onPresence = onPresence;
  }

  static async create(options: EmbeddedBrokerOptions): Promise<EmbeddedBroker> {
    const maxKeepalive = options.maxKeepaliveSeconds ?? MAX_KEEPALIVE_SECONDS;
    const aedes = await Aedes.createBroker({
      connectTimeout: options.connectTimeoutMs,
      // Every robot has a topic of its own, so a message waits for one user's connections only. aedes's default
      // (100 messages in flight in the whole broker, each until its slowest recipient drains) let one robot that
      // stops reading hold every slot, and every other user's commands queued behind it. Without the global cap,
      // what a slow client costs is bounded per client: by MAX_UNSENT_BYTES, and by the drain time-out.
      concurrency: 0,
      drainTimeout: DRAIN_TIMEOUT_MS,
      // Runs on the parsed CONNECT, before the keep-alive timer is set and before authentication.
      preConnect: (client, packet, done) => {
        if (!packet.keepalive || packet.keepalive > maxKeepalive) packet.keepalive = maxKeepalive;
        if (packet.will) clientsWithWill.add(client);
        done(null, true);
      },
    });
    const limits = new ConnectionLimits({
      total: options.maxConnections,
      perAddress: options.maxConnectionsPerAddress,
    });
    const broker = new EmbeddedBroker(aedes, limits, options.onPresence);
    aedes.authenticate = (client, username, password, done) => {
      // A Will is a message the broker publishes for the client later, on a topic of its choosing; robots
      // publish nothing, so they have no use for one.
      if (clientsWithWill.has(client)) {
        done(refusal('a will message is not allowed', 5), false);
        return;
      }
      if (!username || !password) {
        done(refusal('bad credentials', 4), false);
        return;
      }
      const cutsBefore = broker.#cuts.get(username) ?? 0;
      options.authenticate(username, password.toString('utf8')).then(
        (userId) => {
          // A key rotated while the credentials were being checked: they were checked against the old key.
          if (!userId || (broker.#cuts.get(userId) ?? 0) !== cutsBefore) {
            done(refusal('bad credentials', 4), false);
            return;
          }
          // Checked before aedes registers the client: a connection under an id in use replaces the old one.
          if (!isRobotClientId(userId, client.id)) {
            done(refusal('client id not allowed', 2), false);
            return;
          }
          clientUsers.set(client, userId);
          broker.#track(client, userId);
          done(null, true);
        },
        (error: unknown) => {
          options.onError(error, 'mqtt authenticate');
          done(refusal('unavailable', 3), false);
        },
      );
    };
    aedes.authorizeSubscribe = (client, subscription, done) => {
      const userId = clientUsers.get(client);
      // Granted at QoS 1 even when asked for 0 (the plugin asks for 0): commands are published at QoS 1, so the
      // robot's client answers each with a PUBACK, and that is how a bulk send learns it was delivered. mqtt.js
      // acknowledges a QoS 1 delivery whatever QoS it subscribed with.
      if (userId && mayRobotSubscribe(userId, subscription.topic)) {
        done(null, { ...subscription, qos: subscription.qos === 0 ? 1 : subscription.qos });
      } else {
        // A refused subscription is answered with the failure code 128 (the connection stays up).
        done(null, null);
      }
    };
    // Robots publish nothing on this broker; only the server (client null) does.
    aedes.authorizePublish = (client, _packet, done) => done(client ? new Error('publishing not allowed') : null);
    // Called once per delivery to a client, in the order the deliveries are written.
    aedes.authorizeForward = (client, packet) => {
      // Its socket does not drain: cut off, rather than buffer without end (see MAX_UNSENT_BYTES).
      const bytes = publishBytes(packet);
      const unsent = unsentBytes(client, bytes);
      if (cutOff.has(client) || unsent > MAX_UNSENT_BYTES) {
        broker.#drop(packet.brokerCounter);
        broker.#cutOff(client, `${unsent} bytes would be waiting to be passed on`, options.onError);
        return null;
      }
      forwardedBytes.set(client, (forwardedBytes.get(client) ?? 0) + bytes);
      if (packet.qos > 0 && typeof packet.brokerCounter === 'number') {
        const queue = unacknowledged.get(client) ?? [];
        queue.push(packet.brokerCounter);
        unacknowledged.set(client, queue);
      }
      return packet;
    };
    aedes.on('ack', (packet, client) => {
      if (!client) return;
      const queue = unacknowledged.get(client) ?? [];
      // A stored session's PUBACK names its packet; a clean one's acknowledges the oldest delivery.
      const known = (packet as { brokerCounter?: number } | undefined)?.brokerCounter;
      const at = known === undefined ? 0 : queue.indexOf(known);
      const counter = known ?? queue[0];
      if (at >= 0) queue.splice(at, 1);
      if (counter !== undefined) broker.#acknowledged(counter, client);
    });
    aedes.on('clientReady', (client) => broker.#count(client, +1));
    aedes.on('clientDisconnect', (client) => broker.#count(client, -1));
    aedes.on('clientError', (_client, error) => options.onError(error, 'mqtt client'));
    aedes.on('connectionError', (_client, error) => options.onError(error, 'mqtt connection'));
    return broker;
  }

  #count(client: Client, delta: number) {
    const userId = clientUsers.get(client);
    if (!userId) return;
    const before = this.#connected.get(userId) ?? 0;
    const next = before + delta;
    if (before === 0 && next > 0) this.#onPresence?.(userId, true);
    if (next > 0) this.#connected.set(userId, next);
    else {
      if (before > 0) this.#onPresence?.(userId, false);
      this.#connected.delete(userId);
      // Its session is gone (robots connect with a clean session): nothing it had not acknowledged will be.
      for (const [counter, waiter] of this.#awaitingAck)
        if (waiter.userId === userId) this.#awaitingAck.delete(counter);
    }
  }

  /** Remembers a logged-in client until its connection closes. */
  #track(client: Client, userId: string) {
    const sessions = this.#sessions.get(userId) ?? new Set<Client>();
    sessions.add(client);
    this.#sessions.set(userId, sessions);
    client.conn.once('close', () => {
      sessions.delete(client);
      if (sessions.size === 0 && this.#sessions.get(userId) === sessions) this.#sessions.delete(userId);
    });
  }

  /**
   * Ends a client that does not read; once, however many deliveries find it stuck before it is gone. What it
   * has not acknowledged is dropped with it, and the publishes waiting on those deliveries say so.
   */
  #cutOff(client: Client, why: string, onError: EmbeddedBrokerOptions['onError']) {
    if (cutOff.has(client)) return;
    cutOff.add(client);
    onError(new Error(`slow consumer cut off: ${why}`), 'mqtt slow consumer');
    // Not from inside the delivery that found it: aedes is still iterating over its recipients.
    setImmediate(() => {
      for (const counter of unacknowledged.get(client) ?? []) this.#drop(counter);
      client.close();
    });
  }

  /** Marks a delivery of one of our publishes still under way as dropped. */
  #drop(counter: number | undefined) {
    if (counter !== undefined && this.#pending.has(counter)) this.#dropped.add(counter);
  }

  /** A PUBACK arrived: reports a tracked publish delivered when it came from that user's robot. */
  #acknowledged(counter: number, client: Client) {
    const waiter = this.#awaitingAck.get(counter);
    if (!waiter || clientUsers.get(client) !== waiter.userId) return;
    this.#awaitingAck.delete(counter);
    waiter.onDelivered();
  }

  /**
   * Takes a connection slot for a client at `address`: the function that gives it back (call it when the
   * connection closes, or pass it to `serve`), or undefined when the total or that address's cap is reached.
   */
  admit(address: string | undefined): (() => void) | undefined {
    return this.#limits.admit(address ?? '');
  }

  /**
   * Serves one admitted robot connection (a TCP socket, or a WebSocket stream from `/mqtt`): every packet is
   * size-checked before the MQTT parser buffers it, and the slot is released when the connection closes.
   */
  serve(connection: Duplex, release: () => void, request?: IncomingMessage): void {
    const guarded = new PacketGuard(connection, {
      maxPacketBytes: MAX_PACKET_BYTES,
      maxConnectBytes: MAX_CONNECT_BYTES,
    });
    guarded.once('close', release);
    connection.once('close', release);
    this.#aedes.handle(guarded, request);
  }

  /** Starts the TCP listener; port 0 picks a free one. */
  async listen(host: string, port: number): Promise<number> {
    // No Nagle: aedes writes a packet in several small chunks, and with Nagle on the later ones waited for the
    // robot's delayed ACK (~40 ms), which made a console send's median 44 ms instead of 2 ms (bench:mqtt).
    const server = net.createServer({ noDelay: true }, (socket) => {
      const release = this.admit(socket.remoteAddress);
      if (release) this.serve(socket, release);
      else socket.destroy();
    });
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
    return this.#publish(userId, command, payload).done;
  }

  async publishTracked(
    userId: string,
    command: RobotCommand,
    payload: Record<string, unknown>,
    onDelivered: () => void,
  ): Promise<boolean> {
    const { counter, done } = this.#publish(userId, command, payload);
    this.#awaitingAck.set(counter, { userId, onDelivered });
    try {
      await done;
    } catch (error) {
      this.#awaitingAck.delete(counter);
      throw error;
    }
    return true;
  }

  /** Publishes at QoS 1; `counter` is the packet's broker counter, which the PUBACK's packet carries back. */
  #publish(userId: string, command: RobotCommand, payload: Record<string, unknown>) {
    const packet = {
      cmd: 'publish' as const,
      topic: robotTopic(userId, command),
      payload: Buffer.from(JSON.stringify(payload)),
      qos: 1 as const,
      retain: false,
      dup: false,
    };
    let counter = 0;
    const done = new Promise<void>((resolve, reject) => {
      this.#aedes.publish(packet, (error) => {
        this.#pending.delete(counter);
        if (error) reject(error);
        else if (this.#dropped.delete(counter)) reject(new DeliveryDropped('the robot was cut off for not reading'));
        else resolve();
      });
      // aedes numbers the packet synchronously inside publish() (Packet's brokerCounter = ++broker.counter).
      counter = (this.#aedes as unknown as { counter: number }).counter;
      this.#pending.add(counter);
    });
    return { counter, done };
  }

  robotConnected(userId: string): boolean {
    return this.#connected.has(userId);
  }

  disconnectUser(userId: string): number {
    this.#cuts.set(userId, (this.#cuts.get(userId) ?? 0) + 1);
    const sessions = [...(this.#sessions.get(userId) ?? [])];
    for (const client of sessions) client.close();
    return sessions.length;
  }

  brokerAddress(requestHost: string): { host: string; port: number } {
    return { host: `mqtt://${requestHost}`, port: this.#port };
  }

  async close(): Promise<void> {
    this.#awaitingAck.clear();
    // Stop accepting first; the listener only finishes closing once aedes has ended the open connections.
    const tcp = this.#tcp;
    const tcpClosed = tcp ? new Promise<void>((resolve) => tcp.close(() => resolve())) : Promise.resolve();
    await new Promise<void>((resolve) => this.#aedes.close(() => resolve()));
    await tcpClosed;
  }
}
