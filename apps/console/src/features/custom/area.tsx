import { splitPage } from '../../lib/lazy-page';

/** The custom centre's pages: each in a chunk of its own. */
export const pages = {
  gptChat: splitPage(() => import('./pages/GptChatPage').then((module) => module.GptChatPage)),
};
