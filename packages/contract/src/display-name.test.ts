import { describe, expect, it } from 'vitest';
import { signupSchema } from './account.ts';
import { robotFriendSchema, robotReminderSchema, robotRoomSchema } from './contacts.ts';
import { cleanDisplayName } from './display-name.ts';

// A right-to-left override makes `evil\u202Etxt.exe` read "eviexe.txt"; controls break lines and logs.
const HOSTILE =
  'a\u0000b\u0007c\u001bd\u007fe\u0085f\u009fg\u200eh\u200fi\u202aj\u202ek\u2066l\u2069m\u200bn\ufeffo\u2028p';

describe('cleanDisplayName', () => {
  it('strips C0/C1 controls, bidi embeddings, overrides, isolates and marks, and invisible spacers', () => {
    expect(cleanDisplayName(HOSTILE)).toBe('abcdefghijklmnop');
    expect(cleanDisplayName('invoice\u202Etxt.exe')).toBe('invoicetxt.exe');
  });

  it('keeps ordinary text, Chinese, emoji and the joiners emoji sequences need', () => {
    for (const name of ['张三', 'Ops Team', '👨‍👩‍👧 家庭群', 'نام‌خانوادگی', ''])
      expect(cleanDisplayName(name)).toBe(name);
  });
});

describe('names other people see are stored clean', () => {
  it('a user name at sign-up, and one made only of such characters is refused as empty', () => {
    const body = { email: 'a@example.cn', password: 'long enough' };
    expect(signupSchema.parse({ ...body, name: ' 张\u202E三\u0000 ' }).name).toBe('张三');
    expect(signupSchema.safeParse({ ...body, name: '\u202E\u200F\u0007' }).error?.issues[0]?.message).toBe(
      '请输入用户名',
    );
  });

  it('friend names, remarks, room topics and reminder setters the robot uploads', () => {
    const friend = robotFriendSchema.parse({
      wxid: 'wxid_1',
      gender: 1,
      type: 1,
      name: 'Bob\u202Egnp.exe',
      alias: '老\u0000王',
      weixin: 'w\u2066x',
    });
    expect(friend).toMatchObject({ name: 'Bobgnp.exe', alias: '老王', weixin: 'wx' });
    expect(robotRoomSchema.parse({ wxid: 'r@chatroom', topic: '群\u200E聊\u0085' }).topic).toBe('群聊');
    const reminder = robotReminderSchema.parse({
      setter: '小\u202D明',
      subscribe: '小明',
      time: '2025-5-10 8:00',
      content: 'x',
    });
    expect(reminder.setter).toBe('小明');
  });
});
