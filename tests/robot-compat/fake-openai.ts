/**
 * A stand-in for an OpenAI-compatible chat service, for robot tests: `POST /v1/chat/completions` answers
 * `AI回答：<the last user message>`, as one JSON completion or, when the request asks to stream (the robot's
 * ChatGPT client does), as server-sent chunks. Every request is recorded.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeChatRequest {
  path: string;
  authorization: string;
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: unknown }[];
  };
}

export interface FakeOpenAi {
  /** The base URL the robot is given (`…/v1`). */
  baseUrl: string;
  requests: FakeChatRequest[];
  /** What the fake answers to `question`. */
  answerTo(question: string): string;
  close(): Promise<void>;
}

const answerTo = (question: string) => `AI回答：${question}`;

/** The text of the last user message (a string, or the parts of a multimodal message). */
function lastQuestion(body: FakeChatRequest['body']): string {
  const last = [...(body.messages ?? [])].reverse().find((m) => m.role === 'user');
  if (!last) return '';
  if (typeof last.content === 'string') return last.content;
  if (Array.isArray(last.content)) {
    return last.content.map((part: { text?: string }) => part.text ?? '').join('');
  }
  return '';
}

function completion(text: string, model: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

function chunk(delta: Record<string, unknown>, model: string, finish: string | null = null) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: FakeChatRequest[] = [];
  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      if (req.method !== 'POST' || path !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      let body: FakeChatRequest['body'];
      try {
        body = JSON.parse(Buffer.concat(parts).toString('utf8'));
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"message":"bad json"}}');
        return;
      }
      requests.push({ path, authorization: req.headers.authorization ?? '', body });
      const model = body.model ?? '';
      const text = answerTo(lastQuestion(body));
      if (!body.stream) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(text, model)));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      // Two pieces, so a client that kept only the last chunk would show a wrong answer.
      const middle = Math.ceil(text.length / 2);
      for (const delta of [{ role: 'assistant', content: text.slice(0, middle) }, { content: text.slice(middle) }]) {
        res.write(`data: ${JSON.stringify(chunk(delta, model))}\n\n`);
      }
      res.write(`data: ${JSON.stringify(chunk({}, model, 'stop'))}\n\n`);
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answerTo,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
