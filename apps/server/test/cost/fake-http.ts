import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CALLBACK_ANSWER_MAX_BYTES, RSS_TEST_MAX_BYTES } from '@weassit/contract';

/**
 * The largest feed the RSS test reads (just under RSS_TEST_MAX_BYTES): thousands of small items (entities only in the title: the parser refuses a feed with too many), which is what
 * costs a parser the most per byte.
 */
export function worstFeed(): string {
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>大订阅 &amp; 更多</title>';
  const tail = '</channel></rss>';
  const parts: string[] = [head];
  let size = Buffer.byteLength(head) + Buffer.byteLength(tail);
  for (let i = 0; ; i++) {
    const item = `<item><title>第 ${i} 条：更多</title><link>https://example.com/${i}</link><description><![CDATA[<p>${i}</p>]]></description></item>\n`;
    const bytes = Buffer.byteLength(item);
    if (size + bytes > RSS_TEST_MAX_BYTES - 1024) break;
    parts.push(item);
    size += bytes;
  }
  parts.push(tail);
  return parts.join('');
}

/** A local stand-in for the outside services a console test reaches: a feed and a callback endpoint. */
export async function startFakeHttp(): Promise<{ url(path: string): string; close(): Promise<void> }> {
  const feed = worstFeed();
  // The callback's answer as large as the test reads, in the shape a callback service answers.
  const answer = JSON.stringify({
    code: 200,
    data: { reply: '回'.repeat(Math.floor(CALLBACK_ANSWER_MAX_BYTES / 3) - 100) },
  });
  const server = http.createServer((req, res) => {
    // Drain the request body first: the callback test posts one.
    req.resume();
    req.on('end', () => {
      if (req.url?.startsWith('/feed.xml')) {
        res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
        res.end(feed);
      } else {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(answer);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
