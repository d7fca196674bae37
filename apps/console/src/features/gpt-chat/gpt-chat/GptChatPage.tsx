import { useCustomMessages } from '../../../lib/i18n/console/custom';
import { GptChatView } from './GptChatView';
import { useCustomConfig } from './use-custom-config';

/** The 多模态GPT page's data: the user's custom config, saved whole. */
export function GptChatPage() {
  const c = useCustomMessages();
  return <GptChatView {...useCustomConfig(c.saved)} />;
}
