import { useEffect, useState } from 'react';
import { apiGet } from '../../../lib/api-client';
import type { NewsChannel } from '../schedule-task';

/**
 * `GET /api/wechat/channellist`: the news categories, for the list's category names (the list's first visit does
 * not download the contract's schemas module, where the constant lives). Undefined while loading; quiet, and an
 * empty list when the load failed (the list then shows the category's id).
 */
export function useNewsChannels(): readonly NewsChannel[] | undefined {
  const [channels, setChannels] = useState<readonly NewsChannel[]>();
  useEffect(() => {
    let current = true;
    apiGet<NewsChannel[]>('/api/wechat/channellist', { quiet: true }).then(
      (list) => current && setChannels(list),
      () => current && setChannels([]),
    );
    return () => {
      current = false;
    };
  }, []);
  return channels;
}
