import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';

/** Serialising work between two turns of the event loop. */
const SLICE_MS = 5;
/** Characters handed to the socket at a time. */
const PIECE_CHARS = 64 * 1024;
/** An array of plain values up to this long is written in one piece. */
const FLAT_ARRAY_MAX = 256;

const isContainer = (value: unknown): value is object =>
  value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON !== 'function';
const skipped = (value: unknown) => value === undefined || typeof value === 'function' || typeof value === 'symbol';

/** The JSON text of `value` in parts: containers are walked, anything small or plain is stringified whole. */
function* parts(value: unknown): Generator<string> {
  if (Array.isArray(value)) {
    if (value.length <= FLAT_ARRAY_MAX && !value.some(isContainer)) {
      yield JSON.stringify(value);
      return;
    }
    yield '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) yield ',';
      const item: unknown = value[i];
      if (skipped(item)) yield 'null';
      else yield* parts(item);
    }
    yield ']';
    return;
  }
  if (isContainer(value)) {
    const entries = Object.entries(value);
    if (!entries.some(([, v]) => isContainer(v))) {
      yield JSON.stringify(value);
      return;
    }
    yield '{';
    let first = true;
    for (const [key, item] of entries) {
      if (skipped(item)) continue;
      yield `${first ? '' : ','}${JSON.stringify(key)}:`;
      first = false;
      yield* parts(item);
    }
    yield '}';
    return;
  }
  yield JSON.stringify(value) ?? 'null';
}

/**
 * Joins `source` (parts) into pieces of PIECE_CHARS, with a turn of the event loop every SLICE_MS; `piece` is text
 * already taken from `source` (sendJson's first piece).
 */
async function* pieces(source: Iterator<string>, piece = ''): AsyncGenerator<string> {
  let sliceStart = performance.now();
  for (let part = source.next(); !part.done; part = source.next()) {
    piece += part.value;
    if (piece.length >= PIECE_CHARS) {
      yield piece;
      piece = '';
    }
    if (performance.now() - sliceStart >= SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
  if (piece) yield piece;
}

/**
 * `JSON.stringify(value)` as a stream, for answers that can reach tens of megabytes (a robot's task or AI
 * config list at the caps): serialising one in a single call would hold the event loop for every other user,
 * so the work is cut into slices of a few milliseconds. Same text as JSON.stringify for plain data (no cycles):
 * undefined and functions are left out of objects and become null in arrays; objects with toJSON use it.
 */
export function jsonStream(value: unknown): Readable {
  return Readable.from(pieces(parts(value)), { objectMode: false });
}

/**
 * The JSON text of `value` when it is shorter than a piece; otherwise the first piece and the rest to come. A
 * first piece of a whole slice would be megabytes, and turning that into bytes at once holds the loop again.
 */
function firstPiece(value: unknown): { text: string; rest?: Iterator<string> } {
  const rest = parts(value);
  let text = '';
  for (let part = rest.next(); !part.done; part = rest.next()) {
    text += part.value;
    if (text.length >= PIECE_CHARS) return { text, rest };
  }
  return { text };
}

/**
 * Answers `value` as JSON, byte for byte what Fastify's own serialiser sends, for answers that may reach
 * megabytes (whole lists at the caps): one shorter than a piece (64 K characters) goes whole, as before (with
 * its length, and compressed only past the threshold); a longer one streams in slices (like jsonStream), so
 * serialising it never holds the event loop for other users.
 */
export function sendJson(reply: FastifyReply, value: unknown): FastifyReply {
  const { text, rest } = firstPiece(value);
  reply.type('application/json; charset=utf-8');
  return reply.send(rest ? Readable.from(pieces(rest, text), { objectMode: false }) : text);
}
