import crypto from 'node:crypto';
import path from 'node:path';
import { ErrorCode, MaterialType } from '@weassit/contract';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app.ts';
import { signupAndLogin } from './accounts-helper.ts';
import { faultPrerequisites, requireMachine, tinyDisk } from './fault-machine.ts';
import { filesUnder, issueToken, MB, multipartForm, sample, uploadParts } from './fixtures/uploads/form.ts';
import { testConfig } from './helper.ts';

/**
 * The disk filling up during an upload: DATA_DIR/uploads on a 1 MiB tmpfs, so writing a larger file fails with
 * the kernel's ENOSPC. Runs in both passes of the server suite (the upload record lives in the database).
 */
const machine = faultPrerequisites({});
const DISK_BYTES = 1 * MB;

/** Posts the form over a real socket, as the console's browser does (the answer may come before the body ends). */
async function upload(base: string, token: string, key: string, data: Buffer) {
  const form = multipartForm(uploadParts(token, key, data));
  const res = await fetch(`${base}/upload`, {
    method: 'POST',
    headers: form.headers,
    body: new Uint8Array(form.payload),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as { code: number; msg: string; data: unknown } };
}

describe.runIf(machine.runs)('the disk full during an upload', () => {
  it('answers a clear 503 envelope, keeps no part of the file and no record, and takes a small file after', async () => {
    requireMachine(machine.missing);
    const config = await testConfig();
    const uploads = path.join(config.dataDir, 'uploads');
    const disk = await tinyDisk(uploads, DISK_BYTES);
    const app = await buildApp(config, { logger: false });
    onTestFinished(() => app.close());
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const alice = await signupAndLogin(app);
    const { token, keyPrefix } = await issueToken(app, alice);
    const emptyDisk = disk.freeBytes();

    // Three times the disk, well under the material cap (10 MB): the write fails part way with ENOSPC.
    const big = await upload(base, token, `${keyPrefix}big.png`, sample.png(3 * MB));
    expect(big.status, big.text).toBe(503);
    expect(big.body).toEqual({
      code: ErrorCode.UNAVAILABLE,
      msg: '服务器存储空间不足，本次操作未保存，请联系管理员',
      data: null,
    });
    expect(big.text).not.toMatch(/ENOSPC|Error|\bat .+:\d+:\d+/);

    // Nothing of it stays: not a staged part, not a record counted against the user's storage, no material.
    expect(filesUnder(uploads)).toEqual([]);
    expect(disk.freeBytes()).toBe(emptyDisk);
    const records = await app.db.kysely.selectFrom('uploads').selectAll().where('user_id', '=', alice.userId).execute();
    expect(records).toEqual([]);
    const materials = await app.inject({
      method: 'GET',
      url: '/v1/api/material/list?current=1&pageSize=20',
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(materials.json().data).toEqual({ count: 0, list: [] });

    // The same disk still takes a file that fits, end to end: stored, served, usable in a material.
    const bytes = sample.png(200 * 1024);
    const small = await upload(base, token, `${keyPrefix}small.png`, bytes);
    expect(small.body).toMatchObject({ code: 0, data: { key: expect.any(String), url: expect.any(String) } });
    const { key, url } = small.body.data as { key: string; url: string };
    expect(filesUnder(uploads).map((f) => f.split(path.sep).join('/'))).toEqual([key]);
    const served = await fetch(`${base}${new URL(url).pathname}`);
    expect(crypto.hash('sha256', Buffer.from(await served.arrayBuffer()))).toBe(crypto.hash('sha256', bytes));
    const added = await app.inject({
      method: 'POST',
      url: '/v1/api/material/add',
      headers: { authorization: `Bearer ${alice.token}` },
      payload: { type: MaterialType.FILE, name: '小文件', url, fileType: 'png' },
    });
    expect(added.json()).toMatchObject({ code: 0 });
  }, 40_000);
});
