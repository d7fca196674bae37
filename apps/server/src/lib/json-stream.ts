import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';

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

async function* pieces(value: unknown): AsyncGenerator<string> {
  let piece = '';
  let sliceStart = performance.now();
  for (const part of parts(value)) {
    piece += part;
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
  return Readable.from(pieces(value), { objectMode: false });
}
