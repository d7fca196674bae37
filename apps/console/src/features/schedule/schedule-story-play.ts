import { expect, userEvent, waitFor, within } from 'storybook/test';

/*
 * The walk-through the scheduled-task pages' stories share (每日说, 倒计时, 素材定时发送, 新闻资讯): find a task's row,
 * open the add dialog and submit it empty, pick a target, retype a box, save. Each step by keyboard or pointer.
 */

export type Queries = ReturnType<typeof within>;
export type Input = 'keyboard' | 'pointer';

/** The row of the task sent to `name` in the list labelled `tableLabel`. */
export async function taskRow(canvasElement: HTMLElement, tableLabel: string, name: string): Promise<Queries> {
  const grid = within(await within(canvasElement).findByRole('grid', { name: tableLabel }));
  const edit = await grid.findByRole('button', { name: `编辑规则：${name}` });
  const row = edit.closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

/** Replaces a text box's whole text by keyboard. */
export async function retype(box: HTMLElement, text: string) {
  box.focus();
  await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
  if (text) await userEvent.keyboard(text);
}

/** Presses a button by keyboard (focus, Enter) or with the pointer. */
export async function press(button: HTMLElement, by: Input) {
  if (by === 'pointer') {
    await userEvent.click(button);
    return;
  }
  button.focus();
  await userEvent.keyboard('{Enter}');
}

/**
 * Opens the add dialog titled `title` with its button, waits for its fields (they load with the dialog: 添加
 * submits nothing before) and submits it empty. Answers the dialog and its 添加 button.
 */
export async function openAndSubmitEmpty(canvasElement: HTMLElement, title: string, by: Input) {
  const body = within(canvasElement.ownerDocument.body);
  await press(await within(canvasElement).findByRole('button', { name: title }), by);
  const dialog = within(await body.findByRole('dialog', { name: title }));
  const save = await dialog.findByRole('button', { name: '添加' });
  await dialog.findByRole('combobox', { name: /^发送对象/ });
  await press(save, by);
  return { body, dialog, save };
}

/**
 * Types `word` into the target box and picks `option` from the robot's friends or groups: with the pointer by
 * clicking it, by keyboard as the first option (type enough of the name to put it first).
 */
export async function pickTarget(body: Queries, dialog: Queries, word: string, option: RegExp, by: Input) {
  const box = dialog.getByRole('combobox', { name: /^发送对象/ });
  if (by === 'pointer') await userEvent.click(box);
  else box.focus();
  await userEvent.keyboard(word);
  const found = await body.findByRole('option', { name: option });
  if (by === 'pointer') await userEvent.click(found);
  else await userEvent.keyboard('{ArrowDown}{Enter}');
}

/** Chooses the target type (好友 or 群) by its radio. */
export async function chooseTargetType(dialog: Queries, type: '好友' | '群', by: Input) {
  const group = within(dialog.getByRole('radiogroup', { name: '发送对象类型' }));
  const radio = group.getByRole('radio', { name: type });
  if (by === 'pointer') {
    await userEvent.click(radio);
    return;
  }
  group.getByRole('radio', { checked: true }).focus();
  await userEvent.keyboard(type === '群' ? '{ArrowRight}' : '{ArrowLeft}');
  await waitFor(() => expect(radio).toBeChecked());
}

/** The generator's refusal of a year: the robot's node-schedule takes six fields. */
export const CRON_YEAR_REFUSED = 'Cron 表达式应有6段（秒 分 时 日 月 周），当前有7段';

/** A cron with a year is refused by the generator (the robot's crons have six fields). */
export async function expectCronYearRefused(dialog: Queries, cron: string) {
  await retype(dialog.getByRole('textbox', { name: /^执行时间/ }), cron);
  await waitFor(() => expect(dialog.getByText(CRON_YEAR_REFUSED)).toBeVisible());
}

/** Presses 添加 and waits for the dialog titled `title` to close (the task stored). */
export async function saveAndClose(body: Queries, save: HTMLElement, title: string, by: Input) {
  await press(save, by);
  await waitFor(() => expect(body.queryByRole('dialog', { name: title })).toBeNull());
}
