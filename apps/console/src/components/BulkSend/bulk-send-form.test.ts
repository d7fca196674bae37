import { BULK_SEND_MESSAGES } from '@weassit/contract';
import type { Material, TargetOption } from '@weassit/ui';
import { describe, expect, it } from 'vitest';
import { bulkSendPayload, initialBulkSendValues, materialTypesOf, validateBulkSendForm } from './bulk-send-form';

const room: TargetOption = { id: '1001@chatroom', name: '项目群 A', label: '项目群 A', value: '项目群 A' };
const friend: TargetOption = { id: 'wxid_a', name: 'Alice', alias: '爱丽丝', label: '爱丽丝', value: 'Alice' };
const text: Material = { id: 1, type: 1, name: '欢迎语', content: '你好' };
const file: Material = { id: 2, type: 2, name: '手册', url: 'https://a.example/m.pdf', title: 'm.pdf' };

describe('the bulk send form', () => {
  it('asks for targets and materials with the contract’s messages', () => {
    expect(validateBulkSendForm(initialBulkSendValues('room'))).toEqual({
      targets: BULK_SEND_MESSAGES.noRecipients,
      materials: BULK_SEND_MESSAGES.noMaterial,
    });
  });

  it('refuses a non-text announcement, and offers only text materials for one', () => {
    const values = { ...initialBulkSendValues('room', [room]), notice: true, materials: [file] };
    expect(validateBulkSendForm(values)).toEqual({ materials: BULK_SEND_MESSAGES.noticeTextOnly });
    expect(materialTypesOf(values)).toEqual([1]);
    expect(materialTypesOf({ kind: 'friend', notice: true })).toEqual([1, 2, 4, 5]);
  });

  it('builds the request: groups by wxid and topic, friends by wxid, nickname and remark', () => {
    expect(bulkSendPayload({ ...initialBulkSendValues('room', [room]), materials: [text] })).toEqual({
      target: 'Room',
      groups: [{ wxid: '1001@chatroom', roomName: '项目群 A' }],
      messages: [{ type: 1, content: '你好' }],
    });
    const notice = bulkSendPayload({ ...initialBulkSendValues('room', [room]), notice: true, materials: [text] });
    expect(notice.target).toBe('RoomNotice');
    expect(bulkSendPayload({ ...initialBulkSendValues('friend', [friend]), materials: [text] })).toMatchObject({
      target: 'Contact',
      groups: [{ wxid: 'wxid_a', name: 'Alice', alias: '爱丽丝' }],
    });
  });
});
