import type { BatchTask, TargetKind } from '@weassit/contract';
import type { TargetOption } from '@weassit/ui';

/*
 * The batch tasks of the stories: two 素材定时发送 tasks (one named, to two groups; one unnamed and paused, to all
 * friends but one), a news task and a Dify workflow task, and the robot's groups and friends.
 */

export const batchNowFixture = new Date('2026-03-01T00:30:00Z');

export const batchTasksFixture: BatchTask[] = [
  {
    id: 'b1',
    updatedAt: 1_760_000_000_000,
    name: '早安问候',
    type: 'room',
    cron: '0 0 8 * * ?',
    isAll: false,
    targets: [
      { id: '9001@chatroom', name: '项目群 A' },
      { id: '9002@chatroom', name: '售后服务群' },
    ],
    excludeTargets: [],
    paused: false,
    taskType: 'custom',
    taskInfo: { contents: [{ type: 1, content: '早上好！' }] },
  },
  {
    id: 'b2',
    updatedAt: 1_760_000_000_000,
    name: '',
    type: 'contact',
    cron: '0 0 20 ? * FRI',
    isAll: true,
    targets: [],
    excludeTargets: [{ id: 'wxid_bob', name: 'Bob' }],
    paused: true,
    taskType: 'custom',
    taskInfo: { contents: [{ type: 1, content: '周末愉快' }], delay: 2000 },
  },
  {
    id: 'b3',
    updatedAt: 1_760_000_000_000,
    name: '科技早报',
    type: 'room',
    cron: '0 30 7 * * ?',
    isAll: false,
    targets: [{ id: '9004@chatroom', name: '读书会' }],
    excludeTargets: [],
    paused: false,
    taskType: 'news',
    taskInfo: { sortId: 8, num: 10, endWord: '' },
  },
  {
    id: 'b4',
    updatedAt: 1_760_000_000_000,
    name: '每日一图',
    type: 'room',
    cron: '0 0 9 * * ?',
    isAll: false,
    targets: [{ id: '9001@chatroom', name: '项目群 A' }],
    excludeTargets: [],
    paused: false,
    taskType: 'customContent',
    taskInfo: {
      sortId: 30001,
      isLocal: true,
      baseUrl: 'https://api.dify.ai/v1',
      apikey: 'app-secret',
      variables: [{ key: 'topic', value: '风景' }],
    },
  },
];

export const batchRoomsFixture: TargetOption[] = [
  { id: '9001@chatroom', name: '项目群 A', label: '项目群 A', value: '项目群 A' },
  { id: '9002@chatroom', name: '售后服务群', label: '售后服务群', value: '售后服务群' },
  { id: '9004@chatroom', name: '读书会', label: '读书会', value: '读书会' },
];

export const batchFriendsFixture: TargetOption[] = [
  { id: 'wxid_alice', name: 'Alice', label: 'Alice', value: 'Alice' },
  { id: 'wxid_bob', name: 'Bob', label: 'Bob', value: 'Bob' },
];

export const loadBatchTargetsFixture = async (kind: TargetKind) =>
  kind === 'room' ? batchRoomsFixture : batchFriendsFixture;
