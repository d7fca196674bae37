import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CronInput, type CronInputProps } from './CronInput';

/** A frozen "now" (2026-03-01 10:00 in Shanghai), so that the run times never depend on the day the story runs. */
const NOW = new Date('2026-03-01T02:00:00Z');

const meta = {
  title: 'UI/CronInput',
  component: CronInput,
  parameters: { layout: 'padded' },
  args: {
    defaultValue: '0 0 8 * * ?',
    timeZone: 'Asia/Shanghai',
    now: NOW,
    runCount: 5,
    label: 'Cron 表达式',
    isDisabled: false,
    isReadOnly: false,
    onChange: fn(),
  },
  argTypes: {
    defaultValue: { control: 'text' },
    value: { control: 'text' },
    label: { control: 'text' },
    description: { control: 'text' },
    timeZone: { control: 'select', options: ['Asia/Shanghai', 'UTC', 'America/New_York', 'Europe/Berlin'] },
    now: { control: false },
    runCount: { control: { type: 'number', min: 1, max: 10 } },
    defaultField: { control: 'select', options: ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'] },
    weekdayNumbering: { control: 'inline-radio', options: ['quartz', 'sunday-zero'] },
    withYear: { control: 'boolean' },
    omitModes: {
      control: 'check',
      options: ['range', 'interval', 'specific', 'last', 'nearestWeekday', 'lastWeekday', 'nth', 'custom'],
    },
    isDisabled: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
    onChange: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof CronInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement);

/** The default expression on mount: the text, the tabs, the words and five run times. */
export const Playground: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = body(canvasElement);
    const text = canvas.getByRole('textbox', { name: 'Cron 表达式' });
    await expect(text).toHaveValue('0 0 8 * * ?');
    await expect(text).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('tab', { name: '秒' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('radio', { name: '指定' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '0' })).toBeChecked();
    await expect(canvas.getByRole('status', { name: '含义' })).toHaveTextContent('在08:00');
    const runs = within(canvas.getByRole('list', { name: '最近5次运行时间（Asia/Shanghai）' })).getAllByRole(
      'listitem',
    );
    await expect(runs).toHaveLength(5);
    await expect(runs[0]).toHaveTextContent('2026年03月02日 周一 08:00:00');
    await expect(runs[4]).toHaveTextContent('2026年03月06日 周五 08:00:00');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Editing the tabs with the pointer writes the text; 日 and 周 stay exclusive. */
export const EditTabsWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = body(canvasElement);
    const text = canvas.getByRole('textbox', { name: 'Cron 表达式' });

    await userEvent.click(canvas.getByRole('tab', { name: '时' }));
    await expect(canvas.getByRole('tab', { name: '时' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('radio', { name: '范围' }));
    await expect(canvas.getByRole('radio', { name: '范围' })).toBeChecked();
    await expect(text).toHaveValue('0 0 9-18 * * ?');
    await expect(args.onChange).toHaveBeenLastCalledWith('0 0 9-18 * * ?', { isValid: true, error: null });

    const end = canvas.getByRole('textbox', { name: '范围结束（时）' });
    await userEvent.tripleClick(end);
    await userEvent.keyboard('17');
    await userEvent.click(canvas.getByRole('tab', { name: '时' }));
    await expect(text).toHaveValue('0 0 9-17 * * ?');
    await expect(canvas.getByRole('status', { name: '含义' })).toHaveTextContent('09:00 和 17:00');

    // Choosing a weekday mode sets 日 to 不指定 (?).
    await userEvent.click(canvas.getByRole('tab', { name: '周' }));
    await userEvent.click(canvas.getByRole('radio', { name: '本月第几个星期几（#）' }));
    await expect(text).toHaveValue('0 0 9-17 ? * 2#1');
    await userEvent.click(canvas.getByRole('tab', { name: '日' }));
    await expect(canvas.getByRole('radio', { name: '不指定（?）' })).toBeChecked();

    // Ticking specific days brings 周 back to 不指定.
    await userEvent.click(canvas.getByRole('radio', { name: '指定' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '15' }));
    await expect(text).toHaveValue('0 0 9-17 1,15 * ?');
    await expect(canvas.getByRole('checkbox', { name: '15' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('0 0 9-17 1,15 * ?', { isValid: true, error: null });
  },
};

/** The whole generator works from the keyboard: arrows between tabs and modes, Tab into the parameters. */
export const EditTabsWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = body(canvasElement);
    const text = canvas.getByRole('textbox', { name: 'Cron 表达式' });

    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: '秒' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const minute = canvas.getByRole('tab', { name: '分' });
    await expect(minute).toHaveFocus();
    await expect(minute).toHaveAttribute('aria-selected', 'true');

    // Into the modes (at the checked one, 指定), then one to the left: 间隔.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '指定' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '间隔' })).toBeChecked();
    await expect(text).toHaveValue('0 0/5 8 * * ?');

    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: '间隔起点（分）' })).toHaveFocus();
    await userEvent.tab();
    const step = canvas.getByRole('textbox', { name: '间隔（分钟）' });
    await expect(step).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(text).toHaveValue('0 0/6 8 * * ?');
    await userEvent.keyboard('{Control>}a{/Control}15{Enter}');
    await expect(text).toHaveValue('0 0/15 8 * * ?');
    await expect(args.onChange).toHaveBeenLastCalledWith('0 0/15 8 * * ?', { isValid: true, error: null });
    await expect(canvas.getByRole('status', { name: '含义' })).toHaveTextContent('每隔 15 分钟');
  },
};

/** Typing a valid expression updates every tab. */
export const TypeToUpdateTabs: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = body(canvasElement);
    const text = canvas.getByRole('textbox', { name: 'Cron 表达式' });
    await userEvent.clear(text);
    await userEvent.type(text, '0 30 9 ? * MON-FRI');
    await expect(text).toHaveValue('0 30 9 ? * MON-FRI');
    await expect(text).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).toHaveBeenLastCalledWith('0 30 9 ? * MON-FRI', { isValid: true, error: null });
    await expect(canvas.getByRole('status', { name: '含义' })).toHaveTextContent('在09:30, 星期一至星期五');

    await userEvent.click(canvas.getByRole('tab', { name: '分' }));
    await expect(canvas.getByRole('radio', { name: '指定' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '30' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '0' })).not.toBeChecked();

    await userEvent.click(canvas.getByRole('tab', { name: '日' }));
    await expect(canvas.getByRole('radio', { name: '不指定（?）' })).toBeChecked();

    await userEvent.click(canvas.getByRole('tab', { name: '周' }));
    await expect(canvas.getByRole('radio', { name: '范围' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: /范围起始（周）/ })).toHaveTextContent('周一');
    await expect(canvas.getByRole('button', { name: /范围结束（周）/ })).toHaveTextContent('周五');

    const runs = within(canvas.getByRole('list', { name: /最近5次运行时间/ })).getAllByRole('listitem');
    await expect(runs[0]).toHaveTextContent('2026年03月02日 周一 09:30:00');
    await expect(runs[4]).toHaveTextContent('2026年03月06日 周五 09:30:00');
  },
};

/** An invalid expression says why, keeps the text as typed, and leaves the tabs at the last valid expression. */
export const InvalidExpression: Story = {
  tags: ['visual'],
  args: { defaultValue: '0 0 25 * * ?' },
  play: async ({ canvasElement, args }) => {
    const canvas = body(canvasElement);
    const text = canvas.getByRole('textbox', { name: 'Cron 表达式' });
    await expect(text).toHaveValue('0 0 25 * * ?');
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(text).toHaveAccessibleDescription('第3段（时）的取值应在0-23之间');
    await expect(canvas.getByText('第3段（时）的取值应在0-23之间')).toBeVisible();
    await expect(canvas.getByRole('status', { name: '含义' })).toHaveTextContent('—');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Typing: each error message, the text never lost, and fixing it clears the error. */
export const TypeInvalidThenFix: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = body(canvasElement);
    const text = canvas.getByRole('textbox', { name: 'Cron 表达式' });
    const expectError = async (typed: string, message: string) => {
      await userEvent.clear(text);
      await userEvent.type(text, typed);
      await expect(text).toHaveValue(typed);
      await expect(text).toHaveAttribute('aria-invalid', 'true');
      await expect(text).toHaveAccessibleDescription(message);
      await expect(args.onChange).toHaveBeenLastCalledWith(typed, { isValid: false, error: message });
    };
    await expectError('0 0 24 * * ?', '第3段（时）的取值应在0-23之间');
    await expectError('0 0 8 * *', 'Cron 表达式应有6段或7段（秒 分 时 日 月 周 [年]），当前有5段');
    await expectError('0 0 8 1 * 2', '日和周不能同时指定，其中一个必须为“?”（不指定）');
    await expectError('0 0 8 ? * ?', '日和周不能同时为“?”，必须指定其中一个');
    await expectError('0 0 8 ? * 2#6', '第6段（周）“#”后的数字应在1-5之间');
    await expectError('? 0 8 * * ?', '第1段（秒）不能使用“?”，只有日和周可以不指定');

    // The tabs kept the last valid text typed (0 0 8 ? * 2, on the way to 2#6): editing them replaces the draft.
    await userEvent.click(canvas.getByRole('tab', { name: '周' }));
    await expect(canvas.getByRole('radio', { name: '指定' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '周一' })).toBeChecked();
    await userEvent.click(canvas.getByRole('tab', { name: '时' }));
    await expect(canvas.getByRole('checkbox', { name: '8' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: '20' }));
    await expect(text).toHaveValue('0 0 8,20 ? * 2');
    await expect(text).not.toHaveAttribute('aria-invalid');
  },
};

/** 日 and 周 both specified: the Quartz rule. */
export const InvalidDayAndWeek: Story = {
  args: { defaultValue: '0 0 8 1 * 2' },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    const text = canvas.getByRole('textbox', { name: 'Cron 表达式' });
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('日和周不能同时指定，其中一个必须为“?”（不指定）')).toBeVisible();
  },
};

/** Setting 日 to 不指定 while 周 is 不指定 makes 周 every day, so one of them is always specified. */
export const ExclusiveDayAndWeek: Story = {
  args: { defaultField: 'day' },
  play: async ({ canvasElement, args }) => {
    const canvas = body(canvasElement);
    const text = canvas.getByRole('textbox', { name: 'Cron 表达式' });
    await userEvent.click(canvas.getByRole('radio', { name: '不指定（?）' }));
    await expect(text).toHaveValue('0 0 8 ? * *');
    await userEvent.click(canvas.getByRole('tab', { name: '周' }));
    await expect(canvas.getByRole('radio', { name: '每周的每一天' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '不指定（?）' }));
    await expect(text).toHaveValue('0 0 8 * * ?');
    await userEvent.click(canvas.getByRole('tab', { name: '日' }));
    await expect(canvas.getByRole('radio', { name: '每日' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** 日: the last day of the month (L). */
export const LastDayOfMonth: Story = {
  args: { defaultValue: '0 0 20 L * ?', defaultField: 'day' },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect(canvas.getByRole('radio', { name: '本月最后一天（L）' })).toBeChecked();
    await expect(canvas.getByRole('status', { name: '含义' })).toHaveTextContent('限每月的最后一天');
    const runs = within(canvas.getByRole('list', { name: /最近5次运行时间/ })).getAllByRole('listitem');
    await expect(runs[0]).toHaveTextContent('2026年03月31日 周二 20:00:00');
    await expect(runs[1]).toHaveTextContent('2026年04月30日 周四 20:00:00');
  },
};

/** 日: the weekday nearest a day (nW). */
export const NearestWeekday: Story = {
  args: { defaultValue: '0 0 9 15W * ?', defaultField: 'day' },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    const text = canvas.getByRole('textbox', { name: 'Cron 表达式' });
    await expect(canvas.getByRole('radio', { name: '最近的工作日（W）' })).toBeChecked();
    const day = canvas.getByRole('textbox', { name: '日期' });
    await expect(day).toHaveValue('15');
    await userEvent.tripleClick(day);
    await userEvent.keyboard('1{Enter}');
    await expect(text).toHaveValue('0 0 9 1W * ?');
  },
};

/** 周: the n-th weekday of the month (n#m), chosen with the weekday select. */
export const NthWeekday: Story = {
  args: { defaultValue: '0 0 10 ? * 2#3', defaultField: 'week' },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const text = canvas.getByRole('textbox', { name: 'Cron 表达式' });
    await expect(canvas.getByRole('radio', { name: '本月第几个星期几（#）' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: '第几个' })).toHaveValue('3');
    const weekday = canvas.getByRole('button', { name: /星期/ });
    await expect(weekday).toHaveTextContent('周一');
    await userEvent.click(weekday);
    await userEvent.click(await page.findByRole('option', { name: '周五' }));
    await expect(text).toHaveValue('0 0 10 ? * 6#3');
    await expect(canvas.getByRole('status', { name: '含义' })).toHaveTextContent('限每月的第三个 星期五');
  },
};

/** 周: the last given weekday of the month (nL). */
export const LastWeekdayOfMonth: Story = {
  args: { defaultValue: '0 0 18 ? * 6L', defaultField: 'week' },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect(canvas.getByRole('radio', { name: '本月最后一个星期几（L）' })).toBeChecked();
    await expect(canvas.getByRole('status', { name: '含义' })).toHaveTextContent('限每月的最后一个星期五');
    const runs = within(canvas.getByRole('list', { name: /最近5次运行时间/ })).getAllByRole('listitem');
    await expect(runs[0]).toHaveTextContent('2026年03月27日 周五 18:00:00');
  },
};

/** 年: not specified, every year, or a range. */
export const YearRange: Story = {
  args: { defaultField: 'year' },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    const text = canvas.getByRole('textbox', { name: 'Cron 表达式' });
    await expect(canvas.getByRole('radio', { name: '不指定' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '范围' }));
    await expect(text).toHaveValue('0 0 8 * * ? 2026-2027');
    await expect(canvas.getByRole('status', { name: '含义' })).toHaveTextContent('从2026年至2027年');
    await userEvent.click(canvas.getByRole('radio', { name: '每年' }));
    await expect(text).toHaveValue('0 0 8 * * ? *');
    await userEvent.click(canvas.getByRole('radio', { name: '不指定' }));
    await expect(text).toHaveValue('0 0 8 * * ?');
  },
};

/** A valid field the generator has no mode for is kept as typed (自定义). */
export const CustomField: Story = {
  args: { defaultValue: '0 0 9-12,14-18 * * ?', defaultField: 'hour' },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect(canvas.getByRole('radio', { name: '自定义' })).toBeChecked();
    await expect(canvas.getByText('9-12,14-18', { selector: 'code' })).toBeVisible();
  },
};

/** A year range in the past: valid, but it never runs again. */
export const NoUpcomingRuns: Story = {
  args: { defaultValue: '0 0 8 * * ? 2020-2021' },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect(canvas.getByText('没有即将执行的时间')).toBeVisible();
  },
};

/** The run times follow `timeZone`: 08:00 in New York. */
export const OtherTimeZone: Story = {
  args: { timeZone: 'America/New_York' },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    const runs = within(canvas.getByRole('list', { name: '最近5次运行时间（America/New_York）' })).getAllByRole(
      'listitem',
    );
    await expect(runs[0]).toHaveTextContent('2026年03月01日 周日 08:00:00');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Cron 表达式' })).toBeDisabled();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, description: '由管理员设置，不能修改' },
  play: async ({ canvasElement, args }) => {
    const canvas = body(canvasElement);
    const text = canvas.getByRole('textbox', { name: 'Cron 表达式' });
    await expect(text).toHaveAttribute('readonly');
    await userEvent.click(canvas.getByRole('radio', { name: '每秒' }));
    await expect(text).toHaveValue('0 0 8 * * ?');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The robot's dialect (node-schedule): 周日 = 0, 周一 = 1 … 周六 = 6, and no year. */
const ROBOT = { weekdayNumbering: 'sunday-zero', withYear: false } as const;

/** The next run times, as the list shows them. */
const runTexts = (canvas: ReturnType<typeof body>) =>
  within(canvas.getByRole('list', { name: /最近5次运行时间/ }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** sunday-zero (node-schedule), from the keyboard: ticking 周一 and unticking 周日 writes `1`, run on Mondays. */
export const SundayZeroWithKeyboard: Story = {
  args: { ...ROBOT, defaultValue: '0 0 8 ? * 0', defaultField: 'week' },
  play: async ({ canvasElement, args }) => {
    const canvas = body(canvasElement);
    const text = canvas.getByRole('textbox', { name: 'Cron 表达式' });
    await expect(canvas.queryByRole('tab', { name: '年' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('status', { name: '含义' })).toHaveTextContent('在08:00, 仅星期日');

    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: '周' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '指定' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: '指定' })).toBeChecked();
    await userEvent.tab();
    const sunday = canvas.getByRole('checkbox', { name: '周日' });
    await expect(sunday).toHaveFocus();
    await expect(sunday).toBeChecked();
    await userEvent.tab();
    const monday = canvas.getByRole('checkbox', { name: '周一' });
    await expect(monday).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(monday).toBeChecked();
    await expect(text).toHaveValue('0 0 8 ? * 0,1');
    await userEvent.tab({ shift: true });
    await expect(sunday).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(sunday).not.toBeChecked();
    await expect(text).toHaveValue('0 0 8 ? * 1');
    await expect(args.onChange).toHaveBeenLastCalledWith('0 0 8 ? * 1', { isValid: true, error: null });

    await expect(canvas.getByRole('status', { name: '含义' })).toHaveTextContent('在08:00, 仅星期一');
    await waitFor(() =>
      expect(runTexts(canvas)).toEqual([
        '2026年03月02日 周一 08:00:00',
        '2026年03月09日 周一 08:00:00',
        '2026年03月16日 周一 08:00:00',
        '2026年03月23日 周一 08:00:00',
        '2026年03月30日 周一 08:00:00',
      ]),
    );
  },
};

/** sunday-zero with the pointer: 周一 is 1, 周一 to 周五 is 1-5, 周日 is 0, and a typed 7 is 周日 too. */
export const SundayZeroWithPointer: Story = {
  args: { ...ROBOT },
  play: async ({ canvasElement, args }) => {
    const canvas = body(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const text = canvas.getByRole('textbox', { name: 'Cron 表达式' });

    await userEvent.click(canvas.getByRole('tab', { name: '周' }));
    await userEvent.click(canvas.getByRole('radio', { name: '指定' }));
    await expect(canvas.getByRole('checkbox', { name: '周一' })).toBeChecked();
    await expect(text).toHaveValue('0 0 8 ? * 1');
    await expect(args.onChange).toHaveBeenLastCalledWith('0 0 8 ? * 1', { isValid: true, error: null });
    await expect(canvas.getByRole('status', { name: '含义' })).toHaveTextContent('在08:00, 仅星期一');
    await waitFor(() => expect(runTexts(canvas)[0]).toBe('2026年03月02日 周一 08:00:00'));
    await expect(runTexts(canvas)[1]).toBe('2026年03月09日 周一 08:00:00');

    await userEvent.click(canvas.getByRole('checkbox', { name: '周日' }));
    await expect(text).toHaveValue('0 0 8 ? * 0,1');
    await userEvent.click(canvas.getByRole('checkbox', { name: '周一' }));
    await expect(text).toHaveValue('0 0 8 ? * 0');
    await waitFor(() => expect(runTexts(canvas)[0]).toBe('2026年03月08日 周日 08:00:00'));

    await userEvent.click(canvas.getByRole('radio', { name: '范围' }));
    await expect(text).toHaveValue('0 0 8 ? * 1-5');
    await expect(canvas.getByRole('button', { name: /范围起始（周）/ })).toHaveTextContent('周一');
    await expect(canvas.getByRole('status', { name: '含义' })).toHaveTextContent('星期一至星期五');
    await userEvent.click(canvas.getByRole('button', { name: /范围结束（周）/ }));
    await userEvent.click(await page.findByRole('option', { name: '周六' }));
    await expect(text).toHaveValue('0 0 8 ? * 1-6');
    await waitFor(() =>
      expect(runTexts(canvas)).toEqual([
        '2026年03月02日 周一 08:00:00',
        '2026年03月03日 周二 08:00:00',
        '2026年03月04日 周三 08:00:00',
        '2026年03月05日 周四 08:00:00',
        '2026年03月06日 周五 08:00:00',
      ]),
    );

    // A typed 7 is 周日; a year is refused.
    await userEvent.clear(text);
    await userEvent.type(text, '0 0 8 ? * 7');
    await expect(text).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('checkbox', { name: '周日' })).toBeChecked();
    await waitFor(() => expect(runTexts(canvas)[0]).toBe('2026年03月08日 周日 08:00:00'));
    await userEvent.type(text, ' 2026');
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(text).toHaveAccessibleDescription('Cron 表达式应有6段（秒 分 时 日 月 周），当前有7段');
  },
};

/** The robot's node-schedule (cron-parser 2.x) refuses `nW` / `LW` in 日 and `nL` in 周. */
const ROBOT_OMITTED = ['nearestWeekday', 'lastWeekday'] as const;

/**
 * Modes node-schedule refuses are left out: 日 without 最近的工作日（W）, 周 without 本月最后一个星期几（L）, and a
 * typed `15W` or `5L` is refused with no run times. `L` in 日 and `n#m` in 周 stay.
 */
export const OmittedModes: Story = {
  args: { ...ROBOT, omitModes: ROBOT_OMITTED, defaultField: 'day' },
  play: async ({ canvasElement, args }) => {
    const canvas = body(canvasElement);
    const text = canvas.getByRole('textbox', { name: 'Cron 表达式' });

    // 日: no W mode; L is still there and writes L.
    await expect(canvas.getByRole('tab', { name: '日' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('radio', { name: '每日' })).toBeChecked();
    await expect(canvas.queryByRole('radio', { name: '最近的工作日（W）' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: '本月最后一天（L）' }));
    await expect(text).toHaveValue('0 0 8 L * ?');
    await expect(args.onChange).toHaveBeenLastCalledWith('0 0 8 L * ?', { isValid: true, error: null });
    await waitFor(() => expect(runTexts(canvas)[0]).toBe('2026年03月31日 周二 08:00:00'));

    // 周: no L mode; # is still there and writes n#m in sunday-zero numbers.
    await userEvent.click(canvas.getByRole('tab', { name: '周' }));
    await expect(canvas.getByRole('tab', { name: '周' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('radio', { name: '本月最后一个星期几（L）' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: '本月第几个星期几（#）' }));
    await expect(text).toHaveValue('0 0 8 ? * 1#1');
    await waitFor(() => expect(runTexts(canvas)[0]).toBe('2026年03月02日 周一 08:00:00'));

    // A typed nW is refused: the message, no words, no run times.
    await userEvent.clear(text);
    await userEvent.type(text, '0 0 8 15W * ?');
    await expect(text).toHaveValue('0 0 8 15W * ?');
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(text).toHaveAccessibleDescription('第4段（日）不支持“最近的工作日（W）”');
    await expect(canvas.getByText('第4段（日）不支持“最近的工作日（W）”')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('0 0 8 15W * ?', {
      isValid: false,
      error: '第4段（日）不支持“最近的工作日（W）”',
    });
    await expect(canvas.getByRole('status', { name: '含义' })).toHaveTextContent('—');
    await expect(canvas.queryByRole('list', { name: /最近5次运行时间/ })).not.toBeInTheDocument();

    // So is a typed nL.
    await userEvent.clear(text);
    await userEvent.type(text, '0 0 8 ? * 5L');
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(text).toHaveAccessibleDescription('第6段（周）不支持“本月最后一个星期几（L）”');
    await expect(canvas.queryByRole('list', { name: /最近5次运行时间/ })).not.toBeInTheDocument();

    // A supported text is fine again.
    await userEvent.clear(text);
    await userEvent.type(text, '0 0 8 ? * 5#2');
    await expect(text).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(runTexts(canvas)[0]).toBe('2026年03月13日 周五 08:00:00'));
  },
};

/** The same text in Quartz: 1 is 周日, so 1-5 is 周日 to 周四. */
export const QuartzWeekdays: Story = {
  args: { defaultValue: '0 0 8 ? * 1-5', defaultField: 'week' },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect(canvas.getByRole('tab', { name: '年' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /范围起始（周）/ })).toHaveTextContent('周日');
    await expect(canvas.getByRole('button', { name: /范围结束（周）/ })).toHaveTextContent('周四');
    await expect(canvas.getByRole('status', { name: '含义' })).toHaveTextContent('星期日至星期四');
    await expect(runTexts(canvas)[4]).toBe('2026年03月08日 周日 08:00:00');
  },
};

function ControlledCron(args: CronInputProps) {
  const [value, setValue] = useState('0 0 9 ? * 2-6');
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <CronInput
        {...args}
        value={value}
        onChange={(next, validation) => {
          args.onChange?.(next, validation);
          setValue(next);
        }}
      />
      <p>
        表单中的值：<code>{value}</code>
      </p>
    </div>
  );
}

/** Controlled by a form: the value is the form's state. */
export const Controlled: Story = {
  args: { defaultValue: undefined, description: '群发任务的执行时间' },
  render: (args) => <ControlledCron {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Cron 表达式' })).toHaveValue('0 0 9 ? * 2-6');
    await userEvent.click(canvas.getByRole('tab', { name: '时' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '18' }));
    await waitFor(() => expect(canvas.getByText('0 0 9,18 ? * 2-6', { selector: 'code' })).toBeVisible());
  },
};
