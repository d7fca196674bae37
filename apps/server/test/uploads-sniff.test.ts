import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MATERIAL_UPLOAD_RULE, SEND_UPLOAD_RULE, THUMBNAIL_UPLOAD_RULE } from '@weassit/contract';
import { describe, expect, it } from 'vitest';
import { acceptedType, fileTypeOf } from '../src/lib/file-types.ts';
import { FileInspector, InspectError, type SniffedKind, sniffMagic } from '../src/lib/sniff.ts';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const tar = () => {
  const block = Buffer.alloc(512);
  block.write('a.txt', 0);
  block.write('ustar\x0000', 257, 'latin1');
  return block;
};

describe('sniffMagic', () => {
  it.each<[string, Buffer, SniffedKind | undefined]>([
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'), 'png'],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xdb]), 'jpeg'],
    ['gif87a', bytes('GIF87a..'), 'gif'],
    ['gif89a', bytes('GIF89a..'), 'gif'],
    ['mp4', bytes([0, 0, 0, 0x20], 'ftypisom'), 'mp4'],
    ['zip / docx / xlsx', bytes('PK', [3, 4, 20, 0]), 'zip'],
    ['empty zip', bytes('PK', [5, 6], Buffer.alloc(18).toString('latin1')), 'zip'],
    ['pdf', bytes('%PDF-1.4\n'), 'pdf'],
    ['rar', bytes('Rar!', [0x1a, 0x07, 0x01, 0x00]), 'rar'],
    ['tar (ustar at 257)', tar(), 'tar'],
    ['doc / xls / ppt (OLE)', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'ole'],
    ['avi', bytes('RIFF', [0, 0, 0, 0], 'AVI LIST'), 'avi'],
    ['wav', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'wav'],
    ['mp3 with ID3', bytes('ID3', [4, 0]), 'mp3'],
    ['mp3 frame sync', bytes([0xff, 0xfb, 0x90, 0x44]), 'mp3'],
    ['silk', bytes('#!SILK_V3'), 'silk'],
    ['WeChat silk', bytes([0x02], '#!SILK_V3'), 'silk'],
    ['windows executable', bytes('MZ', [0x90, 0, 3, 0]), undefined],
    ['elf', bytes([0x7f], 'ELF'), undefined],
    ['riff of another kind', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), undefined],
    ['plain text', bytes('hello'), undefined],
  ])('%s', (_name, head, kind) => {
    expect(sniffMagic(head)).toBe(kind);
  });
});

/** Runs `chunks` through an inspector; resolves to it, or rejects with its error. */
async function inspect(chunks: Buffer[], options: ConstructorParameters<typeof FileInspector>[0]) {
  const inspector = new FileInspector(options);
  const out: Buffer[] = [];
  await pipeline(Readable.from(chunks), inspector, async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) out.push(chunk);
  });
  return { inspector, out: Buffer.concat(out) };
}

describe('FileInspector', () => {
  const big = 1024 * 1024;

  it('passes every byte through and reports the kind of a file split into small chunks', async () => {
    const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'x'.repeat(1000));
    const chunks = Array.from({ length: Math.ceil(png.length / 7) }, (_, i) => png.subarray(i * 7, i * 7 + 7));
    const { inspector, out } = await inspect(chunks, { maxBytes: big });
    expect(out.equals(png)).toBe(true);
    expect(inspector).toMatchObject({ kind: 'png', bytes: png.length });
  });

  it('recognises text only when the whole file is valid UTF-8 without NUL', async () => {
    const text = Buffer.from('价格,数量\n'.repeat(100));
    expect((await inspect([text], { maxBytes: big })).inspector.kind).toBe('text');
    // A multi-byte character split across chunks is still valid.
    const euro = Buffer.from('€');
    expect((await inspect([euro.subarray(0, 1), euro.subarray(1)], { maxBytes: big })).inspector.kind).toBe('text');
    const lateNul = [Buffer.from('a'.repeat(5000)), Buffer.from('b\0c')];
    expect((await inspect(lateNul, { maxBytes: big })).inspector.kind).toBeUndefined();
    const truncated = [Buffer.from('a'.repeat(300)), euro.subarray(0, 2)];
    expect((await inspect(truncated, { maxBytes: big })).inspector.kind).toBeUndefined();
  });

  it('fails at the cap, before passing the rest on', async () => {
    const error = await inspect([Buffer.alloc(600), Buffer.alloc(600)], { maxBytes: 1000 }).catch((e) => e);
    expect(error).toBeInstanceOf(InspectError);
    expect(error.reason).toBe('too-large');
    // The cap is exclusive, like checkUpload: a file of exactly maxBytes is too large.
    const exact = await inspect([Buffer.alloc(1000, 0x61)], { maxBytes: 1000 }).catch((e) => e);
    expect(exact.reason).toBe('too-large');
    expect((await inspect([Buffer.alloc(999, 0x61)], { maxBytes: 1000 })).inspector.bytes).toBe(999);
  });

  it('fails on a kind it was told not to accept, without passing the head on', async () => {
    const inspector = new FileInspector({ maxBytes: big, accept: ['png'] });
    const out: Buffer[] = [];
    inspector.on('data', (chunk) => out.push(chunk));
    const error = await pipeline(Readable.from([bytes('MZ', 'x'.repeat(500))]), inspector).catch((e) => e);
    expect(error.reason).toBe('type');
    expect(out).toEqual([]);
    const empty = await inspect([], { maxBytes: big }).catch((e) => e);
    expect(empty.reason).toBe('empty');
  });
});

describe('file types', () => {
  it('accepts by extension or by the type the extension implies, per rule', () => {
    expect(acceptedType('a.png', THUMBNAIL_UPLOAD_RULE)?.contentType).toBe('image/png');
    expect(acceptedType('a.gif', THUMBNAIL_UPLOAD_RULE)).toBeUndefined();
    expect(acceptedType('deck.ppt', MATERIAL_UPLOAD_RULE)?.kinds).toEqual(['ole']);
    expect(acceptedType('deck.ppt', SEND_UPLOAD_RULE)).toBeUndefined();
    expect(acceptedType('notes.txt', SEND_UPLOAD_RULE)?.kinds).toEqual(['text']);
    expect(acceptedType('voice.silk', SEND_UPLOAD_RULE)).toBeUndefined();
    expect(acceptedType('x.constructor', MATERIAL_UPLOAD_RULE)).toBeUndefined();
    expect(acceptedType('README', MATERIAL_UPLOAD_RULE)).toBeUndefined();
  });

  it('serves every extension a rule accepts with a known type, and anything else as bytes', () => {
    for (const ext of MATERIAL_UPLOAD_RULE.extensions) {
      expect(acceptedType(`a.${ext}`, MATERIAL_UPLOAD_RULE), ext).toBeDefined();
    }
    expect(fileTypeOf('a.html')).toEqual({ contentType: 'application/octet-stream', kinds: [], inline: false });
    expect(fileTypeOf('a.PDF')).toMatchObject({ contentType: 'application/pdf', inline: false });
  });
});
