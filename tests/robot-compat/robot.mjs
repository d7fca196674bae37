// A real robot for tests and demos: the unmodified `wechaty-web-panel` plugin on Wechaty with the mock
// puppet, pointed at a weassit server by tools/robot-redirect (start it with
// `node --import ../../tools/robot-redirect/register.mjs robot.mjs`, WEASSIT_URL, AIBOTK_KEY, AIBOTK_SECRET).
//
// It talks to its parent through lines of JSON: on stdout `{"event":"sent",to,kind,text}` for every message
// the plugin sends (so a test sees what reached "WeChat"), `{"event":"ready"}` and `{"event":"log",…}`; on
// stdin `{"cmd":"say","from":"<contact name>","text":"…","room":"<topic>"?}` makes a mock contact talk to it.
// `{"cmd":"join","room":"<topic>","names":["…"]}` makes contacts (friends, or strangers made on the spot) join a
// mock group, which emits room-join; `{"event":"roomAdd",room,name}` reports each time the plugin adds a contact
// to a group (the mock puppet's roomAdd does nothing more).
import readline from 'node:readline';
import { WechatyBuilder } from 'wechaty';
import { MessageImpl } from 'wechaty/impls';
import { mock, PuppetMock } from 'wechaty-puppet-mock';
import { WechatyMessageCallBackPlugin, WechatyWebPanelPlugin } from 'wechaty-web-panel';

// The plugin calls `message.isMentionAll()` on every group text, a method of the WeCom Wechaty fork it is built
// for (@juzi/wechaty) that Wechaty 1.x, which this mock world runs on, lacks: without it every group message
// throws inside the plugin and gets no answer.
MessageImpl.prototype.isMentionAll ??= async function isMentionAll() {
  return this.text().includes('@所有人');
};

const emit = (event) => process.stdout.write(`${JSON.stringify(event)}\n`);

/** The mock world: the robot's own account, some friends, some groups (sizes from the environment). */
const FRIENDS = Number(process.env.ROBOT_FRIENDS ?? 5);
const ROOMS = Number(process.env.ROBOT_ROOMS ?? 2);

const mocker = new mock.Mocker();
const puppet = new PuppetMock({ mocker });

// The mock's default avatar reads a file that is not in the package: an empty one is enough.
puppet.contactAvatar = async () => undefined;

// Every message the plugin sends goes through one of these: report it, then let the mock record it.
const conversationName = (id) => {
  try {
    const room = mocker.cacheRoomPayload.get(id);
    if (room) return { kind: 'room', name: room.topic };
    return { kind: 'contact', name: mocker.cacheContactPayload.get(id)?.name ?? id };
  } catch {
    return { kind: 'unknown', name: id };
  }
};
for (const method of ['messageSendText', 'messageSendFile', 'messageSendUrl', 'messageSendMiniProgram']) {
  const original = puppet[method].bind(puppet);
  puppet[method] = async (conversationId, payload) => {
    const text =
      typeof payload === 'string' ? payload : (payload?.title ?? payload?.name ?? payload?.url ?? String(payload));
    emit({ event: 'sent', method, to: conversationId, ...conversationName(conversationId), text });
    return original(conversationId, payload);
  };
}

// A forwarded message (`message.forward(to)`) goes through messageForward with the message's id: report it as a
// send of that message's text.
const originalForward = puppet.messageForward.bind(puppet);
puppet.messageForward = async (conversationId, messageId) => {
  const message = await puppet.messagePayload(messageId).catch(() => undefined);
  const text = message?.text ?? '';
  emit({ event: 'sent', method: 'messageForward', to: conversationId, ...conversationName(conversationId), text });
  return originalForward(conversationId, messageId);
};

// The plugin invites to a group through room.add → puppet.roomAdd: report who, and where.
const originalRoomAdd = puppet.roomAdd.bind(puppet);
puppet.roomAdd = async (roomId, contactId) => {
  emit({ event: 'roomAdd', room: conversationName(roomId).name, name: conversationName(contactId).name });
  return originalRoomAdd(roomId, contactId);
};

const bot = WechatyBuilder.build({ name: 'weassit-robot', puppet });
bot.use(WechatyWebPanelPlugin({ apiKey: process.env.AIBOTK_KEY, apiSecret: process.env.AIBOTK_SECRET }));
// 消息回调: idle unless the config turns `conversationRecord` on (vip), as with an operator's robot.
bot.use(WechatyMessageCallBackPlugin());
bot.on('error', (error) => emit({ event: 'log', level: 'error', message: String(error?.message ?? error) }));
await bot.start();

const me = mocker.createContact({ name: '小秘书', avatar: '', friend: true });
const friends = Array.from({ length: FRIENDS }, (_, i) =>
  mocker.createContact({ name: i === 0 ? '张三' : `好友${i}`, alias: '', friend: true, avatar: '' }),
);
const rooms = Array.from({ length: ROOMS }, (_, i) =>
  mocker.createRoom({
    topic: i === 0 ? '测试群' : `群${i}`,
    memberIdList: [me.id, ...friends.slice(0, 3).map((f) => f.id)],
    ownerId: me.id,
  }),
);

mocker.scan('https://login.weixin.qq.com/l/weassit-compat', 2);
await new Promise((resolve) => setTimeout(resolve, 500));
mocker.login(me);
// The mock puppet never emits `ready`; the plugin uploads friends and rooms and loads reminders on it.
setTimeout(() => {
  puppet.emit('ready', { data: 'ready' });
  emit({ event: 'ready', me: me.id });
}, 1500);

readline.createInterface({ input: process.stdin }).on('line', (line) => {
  try {
    const command = JSON.parse(line);
    if (command.cmd === 'say') {
      const from = friends.find((f) => f.payload.name === command.from);
      if (!from) throw new Error(`no mock contact ${command.from}`);
      const room = command.room ? rooms.find((r) => r.payload.topic === command.room) : undefined;
      from.say(command.text).to(room ?? me);
    } else if (command.cmd === 'join') {
      const room = rooms.find((r) => r.payload.topic === command.room);
      if (!room) throw new Error(`no mock room ${command.room}`);
      const joining = command.names.map(
        (name) =>
          friends.find((f) => f.payload.name === name) ??
          mocker.createContact({ name, alias: '', friend: false, avatar: '' }),
      );
      room.add(...joining).by(me);
    }
  } catch (error) {
    emit({ event: 'log', level: 'error', message: String(error?.message ?? error) });
  }
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await bot.stop().catch(() => undefined);
    process.exit(0);
  });
}
