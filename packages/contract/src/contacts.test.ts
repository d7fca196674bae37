import { describe, expect, it } from 'vitest';
import { robotFriendSchema, robotRoomSchema } from './contacts.ts';
import { webImageUrl } from './contacts-constants.ts';

describe('avatars from the robot', () => {
  it('keeps http(s) image addresses', () => {
    expect(webImageUrl(' https://wx.qlogo.cn/mmhead/ver_1/a/132 ')).toBe('https://wx.qlogo.cn/mmhead/ver_1/a/132');
    expect(webImageUrl('http://example.com/a.png')).toBe('http://example.com/a.png');
  });

  it('stores anything else as no avatar, so the console never puts it into <img src>', () => {
    for (const text of [
      'javascript:window.x=1',
      'JaVaScRiPt:x',
      'data:image/svg+xml,<svg onload=x>',
      '/etc/passwd',
      'https://a b',
    ]) {
      expect(webImageUrl(text), text).toBe('');
    }
    const friend = robotFriendSchema.parse({
      wxid: 'wxid_a',
      name: 'A',
      gender: 1,
      type: 1,
      avatar: 'javascript:alert(1)',
    });
    expect(friend.avatar).toBe('');
    const room = robotRoomSchema.parse({ wxid: '1@chatroom', topic: 'R', avatar: 'https://x/y.jpg' });
    expect(room.avatar).toBe('https://x/y.jpg');
  });
});
