import { once } from 'node:events';
import net from 'node:net';
import { onTestFinished } from 'vitest';

/** MQTT's variable-length "remaining length" encoding. */
export function remainingLength(length: number): Buffer {
  const bytes: number[] = [];
  let left = length;
  do {
    let byte = left % 128;
    left = Math.floor(left / 128);
    if (left > 0) byte |= 0x80;
    bytes.push(byte);
  } while (left > 0);
  return Buffer.from(bytes);
}

const text = (value: string) => {
  const bytes = Buffer.from(value);
  return Buffer.concat([Buffer.from([bytes.length >> 8, bytes.length & 0xff]), bytes]);
};

/** A minimal MQTT 3.1.1 CONNECT with user name and password (clean session, keep-alive 60 s). */
export function connectPacket(clientId: string, username: string, password: string): Buffer {
  const body = Buffer.concat([
    text('MQTT'),
    Buffer.from([4, 0xc2, 0, 60]),
    text(clientId),
    text(username),
    text(password),
  ]);
  return Buffer.concat([Buffer.from([0x10]), remainingLength(body.length), body]);
}

/** A SUBSCRIBE of one topic filter at QoS 1 (packet id 1). */
export function subscribePacket(topic: string): Buffer {
  const body = Buffer.concat([Buffer.from([0, 1]), text(topic), Buffer.from([1])]);
  return Buffer.concat([Buffer.from([0x82]), remainingLength(body.length), body]);
}

/** A raw TCP connection to the broker on loopback that records when the server closes it. */
export async function rawSocket(port: number, localAddress = '127.0.0.1') {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress });
  onTestFinished(() => {
    socket.destroy();
  });
  const state = { closed: false };
  socket.on('close', () => {
    state.closed = true;
  });
  // Writes to a connection the server has dropped fail with EPIPE/ECONNRESET: that is the expected outcome.
  socket.on('error', () => undefined);
  await once(socket, 'connect');
  return { socket, state };
}

/** Sends a CONNECT on a raw socket and reads the CONNACK's return code (undefined if the socket closes). */
export async function rawConnack(socket: net.Socket, packet: Buffer): Promise<number | undefined> {
  const answer = new Promise<number | undefined>((resolve) => {
    socket.once('data', (data: Buffer) => resolve(data[0] === 0x20 ? data[3] : undefined));
    socket.once('close', () => resolve(undefined));
  });
  socket.write(packet);
  return answer;
}

/**
 * A robot that logs in over a raw TCP socket with real credentials, subscribes to its own commands, and then
 * never reads again: what arrives afterwards stays in the kernel's buffers, then in the server's. `closed`
 * turns true when the server hangs up.
 */
export async function stalledRobot(port: number, login: { clientId: string; username: string; password: string }) {
  const { socket, state } = await rawSocket(port);
  let seen = Buffer.alloc(0);
  const collect = (chunk: Buffer) => {
    seen = Buffer.concat([seen, chunk]);
  };
  socket.on('data', collect);
  const until = async (what: string, found: () => boolean) => {
    const started = Date.now();
    while (!found()) {
      if (state.closed || Date.now() - started > 5000) throw new Error(`no ${what} (got ${seen.toString('hex')})`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  socket.write(connectPacket(login.clientId, login.username, login.password));
  await until('CONNACK', () => seen.length >= 4);
  if (seen[0] !== 0x20 || seen[3] !== 0) throw new Error(`login refused: ${seen.toString('hex')}`);
  socket.write(subscribePacket(`aibotk/${login.username}/+`));
  await until('SUBACK', () => seen.length >= 9);
  if (seen[4] !== 0x90 || seen[8] !== 1) throw new Error(`subscription refused: ${seen.toString('hex')}`);
  // From here on nothing is read.
  socket.off('data', collect);
  socket.pause();
  return { socket, state };
}
