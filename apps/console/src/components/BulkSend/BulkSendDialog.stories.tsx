import type { Meta, StoryObj } from '@storybook/react-vite';
import { BULK_SEND_MAX_RECIPIENTS } from '@weassit/contract';
import type { TargetOption } from '@weassit/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { materialListAnswer, mockApiFetch } from '../../testing/api-fetch-mock';
import { vipUserFixture } from '../../testing/fixtures';
import { clearNotifications, eventArgTypes, pageStory } from '../../testing/story-meta';
import { BulkSendDialog } from './BulkSendDialog';
import type { BulkSendKind } from './bulk-send-form';

const roomOptions: TargetOption[] = [
  { id: '1001@chatroom', name: '项目群 A', label: '项目群 A', value: '项目群 A' },
  { id: '1002@chatroom', name: '售后服务群', label: '售后服务群', value: '售后服务群' },
  { id: '1003@chatroom', name: '家人群', label: '家人群', value: '家人群' },
];
const friendOptions: TargetOption[] = [
  { id: 'wxid_alice', name: 'Alice', alias: '爱丽丝', label: '爱丽丝', value: 'Alice' },
  { id: 'wxid_bob', name: 'Bob', label: 'Bob', value: 'Bob' },
];
/** One group more than a job takes. */
const manyRooms: TargetOption[] = Array.from({ length: BULK_SEND_MAX_RECIPIENTS + 1 }, (_, i) => ({
  id: `${2000 + i}@chatroom`,
  name: `社群 ${i + 1}`,
  label: `社群 ${i + 1}`,
  value: `社群 ${i + 1}`,
}));

const loadFrom = (rooms: TargetOption[]) => fn(async (kind: BulkSendKind) => (kind === 'room' ? rooms : friendOptions));

const meta = {
  title: 'Console/Components/BulkSendDialog',
  component: BulkSendDialog,
  ...pageStory('/vip/userGroup', vipUserFixture),
  beforeEach: () => {
    clearNotifications();
    return mockApiFetch({ '/api/material/list': materialListAnswer() });
  },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    kind: 'room',
    loadOptions: loadFrom(roomOptions),
    isSending: false,
    onSubmit: fn(),
  },
  argTypes: eventArgTypes('onOpenChange', 'onSubmit', 'loadOptions'),
} satisfies Meta<typeof BulkSendDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialogOf = async (canvasElement: HTMLElement, name = '群发消息') =>
  within(await bodyOf(canvasElement).findByRole('dialog', { name }));

/** Presses the row of a material in the picker (a press on the row checks it). */
async function pickMaterial(dialog: ReturnType<typeof within>, name: RegExp) {
  const materials = within(await dialog.findByRole('group', { name: '选择素材' }, { timeout: 15_000 }));
  const header = await materials.findByRole('rowheader', { name }, { timeout: 15_000 });
  await userEvent.click(header);
  await waitFor(() => expect(header.closest('[role="row"]')).toHaveAttribute('aria-selected', 'true'));
  return materials;
}

async function pickTarget(dialog: ReturnType<typeof within>, listName: string, name: RegExp) {
  const list = within(await dialog.findByRole('listbox', { name: listName }));
  await userEvent.click(await list.findByRole('option', { name }));
}

/** Nothing picked: 发送 shows 群名 or 好友昵称至少填一个 and 素材必选, and nothing is handed on. */
export const RequiresTargetsAndMaterials: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText(/多个对象之间约间隔 1 秒发送/)).toBeVisible();
    await expect(dialog.getByText('发送成功不代表对方一定收到，以手机收到消息为准')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '发送' }));
    await expect(await dialog.findByText('群名 or 好友昵称至少填一个')).toBeVisible();
    await expect(await dialog.findByText('素材必选')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Two groups and two materials: 发送 hands on one request, each material copied into a message. */
export const SendsToGroups: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await pickTarget(dialog, '选择群', /项目群 A/);
    await pickTarget(dialog, '选择群', /家人群/);
    await pickMaterial(dialog, /^欢迎语1\b/);
    await userEvent.click(dialog.getByRole('tab', { name: /^H5链接/ }));
    await pickMaterial(dialog, /新品发布/);
    await userEvent.click(dialog.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const request = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(request).toMatchObject({
      target: 'Room',
      groups: [
        { wxid: '1001@chatroom', roomName: '项目群 A' },
        { wxid: '1003@chatroom', roomName: '家人群' },
      ],
      messages: [
        { type: 1, content: expect.stringContaining('第 1 条欢迎语') },
        { type: 4, title: expect.any(String) },
      ],
    });
  },
};

/** 群公告 notes the robot must be owner or admin; a file picked before switching is refused (text only). */
export const AnnouncementIsTextOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await pickTarget(dialog, '选择群', /售后服务群/);
    await userEvent.click(await dialog.findByRole('tab', { name: /^文件/ }, { timeout: 15_000 }));
    await pickMaterial(dialog, /产品手册/);
    await userEvent.click(dialog.getByRole('switch', { name: '群公告' }));
    await expect(dialog.getByText('发布群公告需要机器人是群主或群管理员，且只支持文字消息')).toBeVisible();
    await expect(await dialog.findByText('群公告只支持文字消息')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '发送' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** More groups than a job takes (全选当前结果 over 201): 一次最多群发 200 个对象. */
export const TooManyRecipients: Story = {
  args: { loadOptions: loadFrom(manyRooms) },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await dialog.findByRole('option', { name: /社群 1\b/ });
    await userEvent.click(dialog.getByRole('button', { name: /全选当前结果/ }));
    await pickMaterial(dialog, /^欢迎语2\b/);
    await userEvent.click(dialog.getByRole('button', { name: '发送' }));
    await expect(await dialog.findByText(`一次最多群发 ${BULK_SEND_MAX_RECIPIENTS} 个对象`)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** To friends: titled 好友群发, no announcement mode; a friend goes by wxid, nickname and remark. */
export const ToFriends: Story = {
  args: { kind: 'friend' },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, '好友群发');
    await expect(dialog.queryByRole('switch', { name: '群公告' })).toBeNull();
    await pickTarget(dialog, '选择好友', /Alice/);
    await pickMaterial(dialog, /^欢迎语3\b/);
    await userEvent.click(dialog.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect((args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0]).toMatchObject({
      target: 'Contact',
      groups: [{ wxid: 'wxid_alice', name: 'Alice', alias: '爱丽丝' }],
    });
  },
};

/** Opened from the group list with rows picked: they are selected, and the kind is fixed. */
export const Prefilled: Story = {
  args: { targets: [roomOptions[0] as TargetOption, roomOptions[2] as TargetOption] },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.queryByRole('radiogroup', { name: '发送对象' })).toBeNull();
    const list = within(await dialog.findByRole('listbox', { name: '选择群' }));
    await waitFor(() =>
      expect(list.getByRole('option', { name: /项目群 A/ })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(list.getByRole('option', { name: /家人群/ })).toHaveAttribute('aria-selected', 'true');
    await expect(list.getByRole('option', { name: /售后服务群/ })).toHaveAttribute('aria-selected', 'false');
  },
};

/** While the request runs, 发送 shows its spinner. */
export const Sending: Story = {
  args: { isSending: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(dialog.getByRole('button', { name: /发送/ })).toHaveAttribute('aria-disabled', 'true'));
  },
};
