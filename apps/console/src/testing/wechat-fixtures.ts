import { type RobotConfigRecord, RobotType } from '@weassit/contract';

/** Robot config records of the basic config page's stories and tests, shaped like `GET /api/wechat/config`. */

/** A stored config with fields the page edits, lists other pages own, and a field no page knows. */
export const storedConfigFixture = {
  defaultReply: '你好，我是小助手',
  autoReply: true,
  autoAcceptFriend: true,
  acceptFriendKeyWords: ['加群', '合作'],
  defaultBot: RobotType.CHATGPT,
  botScope: 'all',
  preventLength: 500,
  preventWords: '广告,代购',
  roomAt: 1,
  gpttoken: 'sk-test-0123456789',
  openaiModel: 'gpt-4o-mini',
  openaiTimeout: 120,
  openaiSystemMessage: '你是一个乐于助人的助手。',
  dify_token: 'app-dify-token',
  dify_baseUrl: 'https://dify.example.com/v1',
  replyKeywords: [{ keywords: ['价格'], reg: 2, replys: [{ type: 1, content: '请看置顶公告' }] }],
  dayTaskSchedule: [{ id: 1, cron: '0 0 8 * * ?', content: '早上好' }],
  temperature: 0.7,
};

export const configRecordFixture: RobotConfigRecord = {
  id: 'cfg-8af1d2ecdf5fd04a',
  verifyCode: '',
  config: JSON.stringify(storedConfigFixture),
  panelVersion: '',
  version: 3,
};

/** The same record with another AI service chosen. */
export function configRecordWith(patch: Record<string, unknown>): RobotConfigRecord {
  return { ...configRecordFixture, config: JSON.stringify({ ...storedConfigFixture, ...patch }) };
}

/** The robot's groups, as the name search finds them. */
export const roomNamesFixture = ['产品交流群', '产品内测群', '售后服务群', '同城活动群'];

/** `GET /api/wechat/search?type=room` in memory: the groups containing the word. */
export async function searchRoomsFixture({ word }: { word: string }) {
  return roomNamesFixture.filter((name) => name.includes(word)).map((name) => ({ id: name, name }));
}

/** A stored 文件存储 config (Aliyun OSS, storage on, a custom image prompt). */
export const uploadFileConfigFixture = {
  open: true,
  ossConfig: {
    type: 1,
    region: 'oss-cn-shanghai',
    bucket: 'weassit-files',
    aliAkId: 'LTAI5tExampleKeyId',
    aliAkSecret: 'ExampleSecret0123456789',
    custom_path: 'wechat/',
  },
  imagePrompt: '这张图片里有什么？',
};

/** The record with 文件存储 configured. */
export const uploadFileRecordFixture: RobotConfigRecord = configRecordWith({
  uploadFileConfig: uploadFileConfigFixture,
});
