import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('loadConfig', () => {
  it('applies the runtime contract defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      mqtt: { port: 1883, url: undefined, publicUrl: undefined },
      s3: undefined,
      smtpUrl: undefined,
      defaultRole: 'user',
      logLevel: 'info',
    });
    expect(config.consoleDir).toMatch(/apps[/\\]console[/\\]dist$/);
  });

  it('reads overrides', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '9090',
      DATA_DIR: '/tmp/weassit',
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/weassit',
      MQTT_URL: 'mqtt://127.0.0.1:1884',
      DEFAULT_ROLE: 'vip',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 9090,
      dataDir: '/tmp/weassit',
      databaseUrl: 'postgres://u:p@127.0.0.1:5432/weassit',
      mqtt: { url: 'mqtt://127.0.0.1:1884' },
      defaultRole: 'vip',
    });
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', DEFAULT_ROLE: 'admin' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT:/m);
    expect(problems).toMatch(/^DATABASE_URL: must start with postgres:\/\//m);
    expect(problems).toMatch(/^DEFAULT_ROLE:/m);
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('requires the S3 credentials together', () => {
    expect(() => loadConfig({ S3_BUCKET: 'files' })).toThrow(/S3_ACCESS_KEY_ID.*\n.*S3_SECRET_ACCESS_KEY/);
    const config = loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' });
    expect(config.s3).toMatchObject({ bucket: 'files', region: 'us-east-1' });
  });

  it('reads the public URLs of the upload endpoint and of local files', () => {
    expect(loadConfig({}).uploads).toEqual({ publicUrl: undefined, filesPublicUrl: undefined });
    const config = loadConfig({
      UPLOAD_PUBLIC_URL: 'https://up.example.com/upload',
      FILES_PUBLIC_URL: 'https://files.example.com/f',
    });
    expect(config.uploads).toEqual({
      publicUrl: 'https://up.example.com/upload',
      filesPublicUrl: 'https://files.example.com/f/',
    });
    expect(() => loadConfig({ FILES_PUBLIC_URL: 'ftp://x' })).toThrow(/FILES_PUBLIC_URL: must start with http/);
  });

  it('reads the broker limits and the robot write rate, and refuses values that would switch them off', () => {
    expect(loadConfig({})).toMatchObject({
      mqttLimits: { connectTimeoutMs: 10_000, maxConnections: 5000, maxConnectionsPerAddress: 20 },
      robotWritesPerMinute: 300,
    });
    const config = loadConfig({
      MQTT_CONNECT_TIMEOUT_MS: '2000',
      MQTT_MAX_CONNECTIONS: '100',
      MQTT_MAX_CONNECTIONS_PER_ADDRESS: '',
      ROBOT_WRITES_PER_MINUTE: '60',
    });
    expect(config).toMatchObject({
      mqttLimits: { connectTimeoutMs: 2000, maxConnections: 100, maxConnectionsPerAddress: 20 },
      robotWritesPerMinute: 60,
    });
    expect(() => loadConfig({ MQTT_MAX_CONNECTIONS_PER_ADDRESS: '0' })).toThrow(/MQTT_MAX_CONNECTIONS_PER_ADDRESS/);
    expect(() => loadConfig({ MQTT_CONNECT_TIMEOUT_MS: '10' })).toThrow(/MQTT_CONNECT_TIMEOUT_MS/);
    expect(() => loadConfig({ ROBOT_WRITES_PER_MINUTE: 'many' })).toThrow(/ROBOT_WRITES_PER_MINUTE/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' })).toMatchObject({
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
  });
});
