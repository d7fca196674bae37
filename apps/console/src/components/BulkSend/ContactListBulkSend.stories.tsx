import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Room, UserInfo } from '@weassit/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { materialListAnswer, mockApiFetch } from '../../testing/api-fetch-mock';
import { pageOf, roomFields, roomsFixture } from '../../testing/contact-fixtures';
import { userFixture, vipUserFixture } from '../../testing/fixtures';
import { StoryFrame } from '../../testing/StoryFrame';
import { clearNotifications } from '../../testing/story-meta';
import { ContactList } from '../ContactList';

const texts = {
  title: '群列表',
  searchLabel: '搜索群',
  searchPlaceholder: '群名称',
  tableLabel: '群列表',
  emptyTitle: '还没有群',
  emptyDescription: '机器人登录后会上传它的群。',
  syncLabel: '同步群列表',
};

/** 群发 from the group list: pick rows (across pages), then 群发 opens the bulk send dialog with them. */
function RoomList() {
  return (
    <ContactList<Room>
      kind="room"
      texts={texts}
      columns={[{ key: 'memberCount', title: '人数', width: 90, align: 'end' }]}
      getName={(room) => room.topic}
      load={async (params) => pageOf(roomsFixture, params, roomFields)}
      onSync={fn(async () => {})}
      onSend={fn(async () => {})}
    />
  );
}

const meta = {
  title: 'Console/Components/ContactListBulkSend',
  component: RoomList,
  parameters: { layout: 'fullscreen', user: vipUserFixture },
  decorators: [
    (Story, { parameters }) => (
      <StoryFrame path="/group/room" user={parameters.user as UserInfo}>
        <Story />
      </StoryFrame>
    ),
  ],
  beforeEach: () => {
    const clear = clearNotifications();
    const restore = mockApiFetch({
      '/api/wechat/allroom': () => roomsFixture.map((room) => ({ wxid: room.wxid, topic: room.topic })),
      '/api/material/list': materialListAnswer(),
    });
    return () => {
      restore();
      clear?.();
    };
  },
} satisfies Meta<typeof RoomList>;

export default meta;
type Story = StoryObj<typeof meta>;

const first = roomsFixture[0] as Room;
const second = roomsFixture[1] as Room;

async function pickTwo(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('checkbox', { name: `选择 ${first.topic}` }));
  await userEvent.click(canvas.getByRole('checkbox', { name: `选择 ${second.topic}` }));
  return canvas.getByRole('button', { name: '群发（已选 2 个）' });
}

/** A vip user: 群发 opens 群发消息 with both groups selected; 清空选择 drops the picks. */
export const PicksRowsForBulkSend: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^群发/ })).toBeNull();
    await userEvent.click(await pickTwo(canvasElement));
    const dialog = within(await body.findByRole('dialog', { name: '群发消息' }));
    const list = within(await dialog.findByRole('listbox', { name: '选择群' }));
    await waitFor(() =>
      expect(list.getByRole('option', { name: new RegExp(first.topic) })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(list.getByRole('option', { name: new RegExp(second.topic) })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(dialog.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: '群发消息' })).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: '清空选择' }));
    await expect(canvas.queryByRole('button', { name: /^群发/ })).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: `选择 ${first.topic}` })).not.toBeChecked();
  },
};

/** A free user: 群发 asks to become a member (本功能需要开通会员方可使用) instead of opening the dialog. */
export const FreeUserIsAskedToJoin: Story = {
  parameters: { user: userFixture },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await pickTwo(canvasElement));
    const ask = within(await body.findByRole('alertdialog', { name: '提示' }));
    await expect(ask.getByText('本功能需要开通会员方可使用')).toBeVisible();
    await userEvent.click(ask.getByRole('button', { name: '取消' }));
    await expect(body.queryByRole('dialog', { name: '群发消息' })).toBeNull();
  },
};
