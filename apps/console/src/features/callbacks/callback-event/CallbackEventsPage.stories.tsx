import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockApiFetch } from '../../../testing/api-fetch-mock';
import { callbackApiRoutes, callbackRulesFixture, DOCUMENTED_CALLBACK_URL } from '../../../testing/callback-fixtures';
import { type MemoryConfigListApi, memoryConfigListApi } from '../../../testing/config-list-fixtures';
import { vipUserFixture } from '../../../testing/fixtures';
import { clearNotifications, pageStory } from '../../../testing/story-meta';
import { CallbackEventsPage } from './CallbackEventsPage';

/** The in-memory server of the story that renders now. */
let server: MemoryConfigListApi = memoryConfigListApi({});

const meta = {
  title: 'Console/Vip/CallbackEventsPage',
  component: CallbackEventsPage,
  ...pageStory('/vip/callbackEvent', vipUserFixture),
  beforeEach: () => {
    server = memoryConfigListApi({ callBackEvents: callbackRulesFixture });
    const restoreFetch = mockApiFetch({
      ...callbackApiRoutes,
      // The keyword notice reads the whole config: the lists as the in-memory server stores them.
      '/api/wechat/config': () => ({
        id: 'config-1',
        verifyCode: '',
        panelVersion: '',
        version: 1,
        config: JSON.stringify({ callBackEvents: server.stored('callBackEvents') }),
      }),
    });
    const clear = clearNotifications();
    return () => {
      restoreFetch();
      clear();
    };
  },
  render: () => <CallbackEventsPage api={server} />,
} satisfies Meta<typeof CallbackEventsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const INCOMPLETE = '请将表单填写完整后发送';

/** The list: each rule's keywords, its address or built-in event by name, scope and time-out. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '回调事件' })).toBeVisible();
    const grid = within(await canvas.findByRole('grid', { name: '回调事件列表' }));
    await expect(grid.getByText('https://api.example.com/weather')).toBeVisible();
    await expect(grid.getByText('内置事件：土味情话')).toBeVisible();
    await expect(grid.getByText('30 秒')).toBeVisible();
    await expect(grid.getByText('60 秒')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox'), 'example');
    await waitFor(() => expect(grid.queryByText('内置事件：土味情话')).toBeNull());
  },
};

/**
 * By keyboard: a new rule starts as a custom address with the defaults and the help tables; an empty submit says
 * 关键词必填, 回调地址必填 and 请将表单填写完整后发送; a keyword another rule has, an ftp address, a fractional
 * time-out and bad parameters each say why; 测试 shows the server's answer; Enter saves the rule.
 */
export const CustomByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('grid', { name: '回调事件列表' });
    canvas.getByRole('button', { name: '添加回调事件' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body.findByRole('dialog', { name: '添加回调事件' }));
    const keywords = await dialog.findByRole('textbox', { name: /关键词/ });

    // The defaults of spec §9, a custom address first, and the request and response tables.
    await expect(dialog.getByRole('radio', { name: '自定义回调地址' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: '模糊匹配' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: '全部' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: '群聊中需要 @ 机器人才回复' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: /超时时间/ })).toHaveValue('60');
    const request = within(dialog.getByRole('table', { name: '请求字段' }));
    for (const field of ['uid', 'uname', 'roomId', 'roomName', 'word', '自定义参数']) {
      await expect(request.getByRole('rowheader', { name: field })).toBeVisible();
    }
    await expect(dialog.getByText(/请求：POST/)).toBeVisible();
    await expect(
      within(dialog.getByRole('table', { name: '返回字段' })).getByRole('rowheader', { name: 'code' }),
    ).toBeVisible();

    // An empty submit.
    dialog.getByRole('button', { name: '添加' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByText('关键词必填')).toBeVisible();
    await expect(dialog.getByText('回调地址必填')).toBeVisible();
    await waitFor(() => expect(body.getByText(INCOMPLETE)).toBeVisible());
    // Focus went to the first invalid field.
    await waitFor(() => expect(keywords).toHaveFocus());

    await userEvent.keyboard('天气{Enter}');
    await expect(await dialog.findByText('关键词“天气”已在其他回调事件中使用，机器人只会调用第一条')).toBeVisible();
    dialog.getByRole('button', { name: /^移除\s*天气/ }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog.queryByRole('button', { name: /^移除\s*天气/ })).toBeNull());
    keywords.focus();
    await userEvent.keyboard('快递{Enter}');
    await waitFor(() => expect(dialog.queryByText('关键词必填')).toBeNull());

    const address = dialog.getByRole('textbox', { name: /回调地址/ });
    address.focus();
    await userEvent.keyboard('ftp://x');
    await userEvent.tab();
    await expect(await dialog.findByText('地址格式错误，请以 http:// 或 https:// 开头')).toBeVisible();
    await userEvent.clear(address);
    await userEvent.keyboard(DOCUMENTED_CALLBACK_URL);

    const timeout = dialog.getByRole('textbox', { name: /超时时间/ });
    await userEvent.clear(timeout);
    await userEvent.keyboard('1.5');
    await userEvent.tab();
    await expect(await dialog.findByText('超时时间须为不小于 0 的整数')).toBeVisible();
    await userEvent.clear(timeout);
    await userEvent.keyboard('10');
    await waitFor(() => expect(dialog.queryByText('超时时间须为不小于 0 的整数')).toBeNull());

    // Parameters: a new row takes the focus; a request field's name, a repeated name and a nameless value.
    dialog.getByRole('button', { name: '添加参数' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog.getByRole('textbox', { name: '第 1 个参数的参数名' })).toHaveFocus());
    await userEvent.keyboard('uid');
    await userEvent.tab();
    await userEvent.keyboard('x');
    await userEvent.tab();
    await expect(await dialog.findByText('参数名“uid”与请求字段重名，机器人会忽略它')).toBeVisible();
    await userEvent.clear(dialog.getByRole('textbox', { name: '第 1 个参数的参数名' }));
    await userEvent.keyboard('city');
    await userEvent.clear(dialog.getByRole('textbox', { name: '第 1 个参数的参数值' }));
    await userEvent.keyboard('北京');
    dialog.getByRole('button', { name: '添加参数' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog.getByRole('textbox', { name: '第 2 个参数的参数名' })).toHaveFocus());
    await userEvent.keyboard('city');
    await expect(await dialog.findByText('参数名“city”重复')).toBeVisible();
    await userEvent.clear(dialog.getByRole('textbox', { name: '第 2 个参数的参数名' }));
    dialog.getByRole('textbox', { name: '第 2 个参数的参数值' }).focus();
    await userEvent.keyboard('无名');
    await expect(await dialog.findByText('填写了参数值的参数必须有参数名')).toBeVisible();
    dialog.getByRole('button', { name: '删除第 2 个参数' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog.queryByText('填写了参数值的参数必须有参数名')).toBeNull());

    // 测试: the server's answer, and what was sent.
    dialog.getByRole('button', { name: '测试' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByText('符合文档结构：机器人会依次发送 1 条消息')).toBeVisible();
    await expect(dialog.getByText(/"city": "北京"/, { selector: 'pre' })).toBeVisible();
    await expect(dialog.getByText(/今天晴/, { selector: 'pre' })).toBeVisible();

    dialog.getByRole('button', { name: '添加' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: '添加回调事件' })).toBeNull());
    await expect(server.stored('callBackEvents')[2]).toEqual({
      keywords: ['快递'],
      reg: 1,
      scope: 'all',
      needAt: 1,
      type: 100,
      customUrl: DOCUMENTED_CALLBACK_URL,
      timeout: 10,
      moreData: [{ key: 'city', value: '北京' }],
    });
  },
};

/**
 * With the pointer: a built-in event rule hides the address and the help; an empty submit says 事件必选 and
 * 关键词必填; the event is picked from the platform's list and saved.
 */
export const BuiltInByPointer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('grid', { name: '回调事件列表' });
    await userEvent.click(canvas.getByRole('button', { name: '添加回调事件' }));
    const dialog = within(await body.findByRole('dialog', { name: '添加回调事件' }));
    await userEvent.click(await dialog.findByRole('radio', { name: '平台内置事件' }));
    await expect(dialog.queryByRole('textbox', { name: /回调地址/ })).toBeNull();
    await expect(dialog.queryByRole('table', { name: '请求字段' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: '测试' })).toBeNull();

    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await expect(await dialog.findByText('事件必选')).toBeVisible();
    await expect(dialog.getByText('关键词必填')).toBeVisible();
    await waitFor(() => expect(body.getByText(INCOMPLETE)).toBeVisible());

    await userEvent.type(dialog.getByRole('textbox', { name: /关键词/ }), '新闻{Enter}');
    await userEvent.click(dialog.getByRole('radio', { name: '仅私聊' }));
    await expect(dialog.getByRole('checkbox', { name: '群聊中需要 @ 机器人才回复' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: /内置事件/ }));
    await userEvent.click(await body.findByRole('option', { name: '新闻资讯' }));
    await waitFor(() => expect(dialog.queryByText('事件必选')).toBeNull());
    const timeout = dialog.getByRole('textbox', { name: /超时时间/ });
    await userEvent.clear(timeout);
    await userEvent.type(timeout, '-1');
    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await expect(await dialog.findByText('超时时间须为不小于 0 的整数')).toBeVisible();
    await userEvent.clear(timeout);
    await userEvent.type(timeout, '0');
    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: '添加回调事件' })).toBeNull());
    await expect(server.stored('callBackEvents')[2]).toEqual({
      keywords: ['新闻'],
      reg: 1,
      scope: 'friend',
      needAt: 1,
      type: 1,
      postUrl: 'news',
      timeout: 0,
      moreData: [],
    });
    await expect(await canvas.findByText('内置事件：新闻资讯')).toBeVisible();
  },
};

/**
 * With the pointer, editing: an ftp address is refused; 测试 of an address that answers badly shows why, with the
 * answer; a fixed address is saved with the stored parameter.
 */
export const EditAndTestByPointer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('grid', { name: '回调事件列表' });
    await userEvent.click(canvas.getByRole('button', { name: '编辑规则：天气' }));
    const dialog = within(await body.findByRole('dialog', { name: '编辑回调事件' }));
    const address = await dialog.findByRole('textbox', { name: /回调地址/ });
    await expect(address).toHaveValue('https://api.example.com/weather');
    await expect(dialog.getByRole('textbox', { name: '第 1 个参数的参数名' })).toHaveValue('city');

    await userEvent.click(dialog.getByRole('button', { name: '测试' }));
    await expect(await dialog.findByText('回调地址有返回，但不符合文档要求的结构')).toBeVisible();
    await expect(dialog.getByText(/code 应为 200（实际为 500）/)).toBeVisible();
    await expect(dialog.getByText(/服务维护中/, { selector: 'pre' })).toBeVisible();

    await userEvent.clear(address);
    await userEvent.type(address, 'ftp://x');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText('地址格式错误，请以 http:// 或 https:// 开头')).toBeVisible();
    await waitFor(() => expect(body.getByText(INCOMPLETE)).toBeVisible());
    // An edit hides the result made with other values; 测试 of a bad address asks for a correct one first.
    await expect(dialog.queryByText('回调地址有返回，但不符合文档要求的结构')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: '测试' }));
    await expect(await dialog.findByText('请先填写正确的回调地址')).toBeVisible();

    await userEvent.clear(address);
    await userEvent.type(address, 'https://api.example.com/v2/weather');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: '编辑回调事件' })).toBeNull());
    await expect(server.stored('callBackEvents')[0]).toEqual({
      ...callbackRulesFixture[0],
      customUrl: 'https://api.example.com/v2/weather',
    });
  },
};
