import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../../scripts/chromium.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR: its SQLite file (for `npm run admin`) and the mail outbox. */
    dataDir: string;
    /** The fake OSS the server's 测试连接 reaches (OSS_TEST_ENDPOINT): its one key pair and bucket. */
    fakeOss: { keyId: string; secret: string; bucket: string };
    /** The run's Chromium, which every file connects to (chromium.ts). */
    chromiumEndpoint: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The server tests' fake OSS (another TypeScript project): loaded at run time, typed by what is used here. */
const FAKE_OSS = new URL('../../apps/server/test/fixtures/fake-oss.ts', import.meta.url).href;
type StartFakeOss = (options: {
  port: number;
  keys: Record<string, string>;
  buckets: string[];
}) => Promise<{ url: string; close(): Promise<void> }>;
const MAIN = path.join(ROOT, 'apps/server/src/main.ts');
// The server serves CONSOLE_DIR when it is set (as `npm start` does), else the workspace build.
const CONSOLE_INDEX = path.join(path.resolve(ROOT, process.env.CONSOLE_DIR ?? 'apps/console/dist'), 'index.html');

/**
 * Starts the real server, exactly as `npm start` does, on a free port with a fresh DATA_DIR and the built
 * console, and hands its URL to the tests. The console must be built first (npm test does it).
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(CONSOLE_INDEX)) throw new Error('The console is not built: run `npm run build` first.');
  if (!fs.existsSync(HEADLESS_SHELL_PATH)) {
    throw new Error(
      `Chromium's headless shell not found at ${HEADLESS_SHELL_PATH}: apt-get install -y chromium-headless-shell (or set CHROMIUM_HEADLESS_SHELL_PATH)`,
    );
  }
  const browserServer = await chromium.launchServer({
    executablePath: HEADLESS_SHELL_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  project.provide('chromiumEndpoint', browserServer.wsEndpoint());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'weassit-e2e-'));
  // 测试连接 of 文件存储 must never reach Aliyun from a test: the server asks this fake instead.
  const fakeOss = { keyId: 'LTAI5tE2eKeyId', secret: 'e2e-secret-0123456789', bucket: 'weassit-e2e' };
  const { startFakeOss } = (await import(FAKE_OSS)) as { startFakeOss: StartFakeOss };
  const oss = await startFakeOss({ port: 0, keys: { [fakeOss.keyId]: fakeOss.secret }, buckets: [fakeOss.bucket] });
  const server: ChildProcess = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      MQTT_PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      OSS_TEST_ENDPOINT: oss.url,
      // 回调事件's 测试 calls the tests' local receivers (127.0.0.1), which production refuses.
      CALLBACK_ALLOW_PRIVATE: '1',
      // RSS推送's 测试订阅 reads the tests' local feed (127.0.0.1), likewise.
      RSS_ALLOW_PRIVATE: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /"url":"(http:\/\/[^"]+)\/weassit\/"/.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      } else if (server.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`server exited with ${server.exitCode}:\n${output}`));
      }
    }, 50);
  });
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('fakeOss', fakeOss);

  return async () => {
    await browserServer.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await oss.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
