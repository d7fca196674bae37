import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { useMessages } from './i18n/messages';
import type { Messages } from './i18n/zh-CN';
import { askConfirm } from './notify';
import { isVipAtom } from './session';

let prompting = false;

/**
 * Asks a non-vip user to become a member (spec §6): 本功能需要开通会员方可使用 with 去开通 / 取消; confirming goes
 * to memberMain. One question at a time. Resolves true when the user chose 去开通.
 */
export async function promptVip(texts: Messages['vip'], goToMember: () => void): Promise<boolean> {
  if (prompting) return false;
  prompting = true;
  try {
    const upgrade = await askConfirm({
      title: texts.title,
      message: texts.required,
      confirmLabel: texts.upgrade,
      cancelLabel: texts.cancel,
    });
    if (upgrade) goToMember();
    return upgrade;
  } finally {
    prompting = false;
  }
}

/** A click guard for vip-only buttons: runs `action` for vip users, asks the others to become members. */
export function useVipGuard(): (action: () => void) => void {
  const isVip = useAtomValue(isVipAtom);
  const navigate = useNavigate();
  const texts = useMessages().vip;
  return useCallback(
    (action: () => void) => {
      if (isVip) action();
      else void promptVip(texts, () => navigate(paths.memberMain.getHref()));
    },
    [isVip, navigate, texts],
  );
}
