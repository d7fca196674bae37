import { expect, userEvent, waitFor, within } from 'storybook/test';

export interface RemoveFlow {
  /** The accessible name of the row's 删除 button. */
  button: string;
  /** The confirm's title. */
  title: string;
  /** What the confirm says about the row. */
  message: string | RegExp;
  /** The confirm's destructive button. */
  confirmLabel: string;
  /** The row `onRemove` must receive. */
  removed: unknown;
}

/**
 * The kit's delete flow on a list page (`useRemove`), as a play function: 删除 asks first; 取消 keeps the row;
 * confirming hands the row to `onRemove`, says 删除成功 and reloads the page; the confirm then fades out, so that
 * axe checks the page as it stays.
 */
export async function playRemoveAsksFirst(
  canvasElement: HTMLElement,
  args: { load: unknown; onRemove: unknown },
  flow: RemoveFlow,
) {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  const confirmGone = () => expect(body.queryByRole('alertdialog', { name: flow.title })).toBeNull();

  await userEvent.click(await canvas.findByRole('button', { name: flow.button }));
  let ask = await body.findByRole('alertdialog', { name: flow.title });
  await waitFor(() => expect(within(ask).getByText(flow.message)).toBeVisible());
  await userEvent.click(within(ask).getByRole('button', { name: '取消' }));
  await waitFor(confirmGone);
  await expect(args.onRemove).not.toHaveBeenCalled();

  await userEvent.click(canvas.getByRole('button', { name: flow.button }));
  ask = await body.findByRole('alertdialog', { name: flow.title });
  await userEvent.click(within(ask).getByRole('button', { name: flow.confirmLabel }));
  await expect(args.onRemove).toHaveBeenCalledWith(flow.removed);
  await waitFor(() => expect(body.getByText('删除成功')).toBeVisible());
  await waitFor(() => expect(args.load).toHaveBeenCalledTimes(2));
  await waitFor(confirmGone);
}
