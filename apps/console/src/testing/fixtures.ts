import type { ApiCredentials, RobotConfigRecord, UserInfo } from '@weassit/contract';
import type { Notice } from '../features/dashboard/main/get-notices';
import type { RobotStatusInfo } from '../features/dashboard/main/get-robot-status';

/** Data of the stories and tests, shaped like the server's answers. */
export const userFixture: UserInfo = {
  userId: '8af1d2ecdf5fd04a',
  name: '小秘书',
  email: 'owner@example.com',
  role: 'user',
  roleInfo: { role: 'user' },
  customRole: { router: [] },
  robotInfo: { robotId: '3c9e1f0b7a2d4e51' },
};

export const vipUserFixture: UserInfo = {
  ...userFixture,
  role: 'vip',
  roleInfo: { role: 'vip' },
  customRole: { router: ['gptChat'] },
};

export const configFixture: RobotConfigRecord = {
  id: 'cfg-1',
  verifyCode: '',
  config: '{"defaultReply":"我在呢"}',
  panelVersion: '1.0.0',
  version: 3,
};

const at = Date.UTC(2025, 4, 20, 8, 30);

/** A robot that never reported: what `GET /api/wechat/status` answers before the first report. */
const neverReported: RobotStatusInfo = {
  status: 1,
  qrUrl: '',
  robotName: '',
  avatar: '',
  robotWxid: '',
  online: false,
  heartbeatAt: null,
  configFetchedAt: null,
  pluginVersion: '',
};

export const statusFixtures = {
  blank: neverReported,
  scan: { ...neverReported, status: 2, qrUrl: 'https://login.weixin.qq.com/l/Yc6Wq3Nk9g==', online: true },
  scanPending: { ...neverReported, status: 2, online: true },
  timedOut: { ...neverReported, status: 5, qrUrl: 'https://login.weixin.qq.com/l/Qb8Zr1Lm4a==', online: true },
  loggedIn: {
    ...neverReported,
    status: 4,
    robotName: '小助手',
    robotWxid: 'wxid_robot01',
    online: true,
    heartbeatAt: at,
    configFetchedAt: at - 60_000,
    pluginVersion: '1.6.126',
  },
  error: { ...neverReported, status: 0, heartbeatAt: at - 3_600_000 },
} satisfies Record<string, RobotStatusInfo>;

export const noticesFixture: Notice[] = [
  { id: 'n2', text: '新版机器人网关已上线，请更新插件到最新版本。', createdAt: at },
  { id: 'n1', text: '本周六 02:00–04:00 例行维护，期间机器人可能短暂离线。', createdAt: at - 86_400_000 },
];

export const credentialsFixture: ApiCredentials = {
  apiKey: '6f1c2a9e0b7d4c3a8e5f1d2c3b4a5968',
  apiSecret: '9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f',
};
