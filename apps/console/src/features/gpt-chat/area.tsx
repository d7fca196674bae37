import { GptChatPage } from './gpt-chat/GptChatPage';

/** The custom GPT chat area's chunk: its one page. */
export const pages = { gptChat: GptChatPage };
