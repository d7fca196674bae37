import { Duplex } from 'node:stream';

/** The MQTT control packet type of CONNECT (the high nibble of a packet's first byte). */
const CONNECT = 1;

export interface PacketLimits {
  /** Largest remaining length (the bytes after the fixed header) of any packet a client sends. */
  maxPacketBytes: number;
  /** Largest remaining length of the first packet, which must be CONNECT; a robot's is a few hundred bytes. */
  maxConnectBytes: number;
}

/** Why a connection was ended by the guard (logged as the connection's error). */
export class PacketRefused extends Error {
  override readonly name = 'PacketRefused';
}

/**
 * Stands between a client connection (a TCP socket, or a WebSocket stream) and the broker, reading each MQTT
 * fixed header as the bytes pass: a packet that announces more than the limit ends the connection at once.
 * The broker's parser keeps every byte of a packet until the whole packet is there, so without this a single
 * CONNECT announcing 256 MiB is buffered in full, before any login.
 */
export class PacketGuard extends Duplex {
  readonly #inner: Duplex;
  readonly #limits: PacketLimits;
  #first = true;
  /** Where the scan is: at a packet's type byte, in its remaining-length bytes, or in its body. */
  #state: 'type' | 'length' | 'body' = 'type';
  #length = 0;
  #lengthBytes = 0;
  #bodyLeft = 0;
  #passedOn = 0;

  constructor(inner: Duplex, limits: PacketLimits) {
    super();
    this.#inner = inner;
    this.#limits = limits;
    inner.on('data', (chunk: Buffer | string) => {
      if (this.destroyed) return;
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      const problem = this.#scan(bytes);
      if (problem) this.destroy(new PacketRefused(problem));
      else if (!this.push(bytes)) inner.pause();
    });
    inner.once('end', () => this.push(null));
    inner.once('error', (error) => this.destroy(error));
    inner.once('close', () => this.destroy());
  }

  /** Advances the header scan over `chunk`; returns why the connection must end, or undefined. */
  #scan(chunk: Buffer): string | undefined {
    let i = 0;
    while (i < chunk.length) {
      if (this.#state === 'body') {
        const skipped = Math.min(this.#bodyLeft, chunk.length - i);
        i += skipped;
        this.#bodyLeft -= skipped;
        if (this.#bodyLeft === 0) this.#state = 'type';
        continue;
      }
      const byte = chunk[i++] as number;
      if (this.#state === 'type') {
        if (this.#first && byte >> 4 !== CONNECT) return 'the first packet is not CONNECT';
        this.#state = 'length';
        this.#length = 0;
        this.#lengthBytes = 0;
        continue;
      }
      // The remaining length: 7 bits a byte, least significant first, at most 4 bytes. Later bytes only add,
      // so a length already over the limit is refused before its last byte.
      this.#length += (byte & 0x7f) * 128 ** this.#lengthBytes;
      this.#lengthBytes++;
      const limit = this.#first ? this.#limits.maxConnectBytes : this.#limits.maxPacketBytes;
      if (this.#length > limit) return `a packet of more than ${limit} bytes`;
      if (byte & 0x80) {
        if (this.#lengthBytes === 4) return 'a malformed packet length';
        continue;
      }
      this.#first = false;
      this.#bodyLeft = this.#length;
      this.#state = this.#length === 0 ? 'type' : 'body';
    }
    return undefined;
  }

  override _read(): void {
    this.#inner.resume();
  }

  /** Bytes written to the client that its connection has taken (handed to the kernel, or to the WebSocket's). */
  get passedOn(): number {
    return this.#passedOn;
  }

  override _write(chunk: Buffer, encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.#inner.write(chunk, encoding, (error?: Error | null) => {
      if (!error) this.#passedOn += chunk.length;
      callback(error);
    });
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.#inner.end(() => callback());
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.#inner.destroy();
    callback(error);
  }
}
