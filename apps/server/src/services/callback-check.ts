import {
  CALLBACK_ANSWER_MAX_BYTES,
  CALLBACK_SUCCESS_CODE,
  type CallbackTestResult,
  CallbackTestStatus,
} from '@weassit/contract';
import { messageItemSchema } from '@weassit/contract/schemas';
import {
  BlockedAddressError,
  type ResolvedAddress,
  resolvePublicAddresses,
  UnresolvedHostError,
} from '../lib/public-address.ts';
import {
  beforeDeadline,
  requestPinned,
  type SafeAnswer,
  TimeoutError,
  TooLargeError,
  timeLeft,
} from '../lib/safe-fetch.ts';

export interface CallbackCheckOptions {
  /**
   * Test and self-hosting only (CALLBACK_ALLOW_PRIVATE=1): private, loopback and link-local addresses may be
   * called. Off in production: a user's address must not reach what only the server can reach.
   */
  allowPrivate: boolean;
  /** The whole call (lookup, connect, answer and body) gives up after this long, whatever the rule's own time-out. */
  timeoutMs: number;
  /** Largest answer read. */
  maxBytes?: number;
}

/** The input after the contract's schema (defaults applied). */
export interface CallbackCheckInput {
  url: string;
  word: string;
  moreData: { key: string; value: string }[];
  timeout?: number | undefined;
}

/** Problems listed at most (an answer with 50 bad messages needs no 50 lines). */
const MAX_PROBLEMS = 5;

/**
 * What the robot POSTs for a message (ROBOT-PROTOCOL §2.8), with sample values: a private chat of 测试用户 saying
 * `word`; then each custom parameter whose name is not one of those fields (the robot leaves those out too).
 */
export function sampleRequest(input: Pick<CallbackCheckInput, 'word' | 'moreData'>, now = Date.now()) {
  const data: Record<string, string | number> = {
    uid: 'wxid_weassit_test',
    uname: '测试用户',
    roomId: '',
    roomName: '',
    isMention: 0,
    word: input.word.trim() || '测试',
    timestamp: Math.floor(now / 1000),
  };
  for (const { key, value } of input.moreData) {
    if (!Object.hasOwn(data, key)) data[key] = value;
  }
  return data;
}

const short = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max)}…` : text);

/**
 * Whether an HTTP 200 answer follows the documented structure `{code: 200, data: [message items]}`, and what the
 * robot does with it otherwise (its answer handling: ROBOT-PROTOCOL §2.8).
 */
export function judgeAnswer(body: string): Pick<CallbackTestResult, 'status' | 'message' | 'problems' | 'replies'> {
  const refuse = (problems: string[]) => ({
    status: CallbackTestStatus.NOT_DOCUMENTED,
    message: '回调地址有返回，但不符合文档要求的结构',
    problems,
  });
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    return refuse(['返回内容不是 JSON：需要返回 {"code":200,"data":[…]}']);
  }
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) {
    return refuse(['返回内容必须是 JSON 对象：{"code":200,"data":[…]}']);
  }
  const { code, data, msg } = answer as Record<string, unknown>;
  if (code !== CALLBACK_SUCCESS_CODE) {
    const said = typeof msg === 'string' && msg !== '' ? `“${short(msg)}”` : '空消息';
    return refuse([
      `code 应为 200（实际为 ${short(JSON.stringify(code) ?? '无')}）：机器人会把 msg 作为文字回复，即${said}`,
    ]);
  }
  if (!Array.isArray(data)) {
    return refuse(['data 应为消息数组：机器人会回复“回调函数返回参数错误”']);
  }
  const problems: string[] = [];
  data.forEach((item, index) => {
    const parsed = messageItemSchema.safeParse(item);
    const at = `data 第 ${index + 1} 条消息`;
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.');
      problems.push(
        `${at}格式不正确${field ? `（${field}）` : ''}：type 应为 1 文字、2 文件、3 图片、4 链接、5 小程序或 8 语音`,
      );
    } else if (parsed.data.type === 1 && !parsed.data.content) {
      problems.push(`${at}是文字（type 1），缺少 content`);
    } else if (parsed.data.type !== 1 && parsed.data.type !== 5 && !parsed.data.url) {
      // Files, images, links and voice are fetched from `url`.
      problems.push(`${at}缺少 url`);
    }
  });
  if (problems.length > 0) return refuse(problems.slice(0, MAX_PROBLEMS));
  return {
    status: CallbackTestStatus.OK,
    message:
      data.length === 0
        ? '符合文档结构，但 data 为空：机器人不会回复'
        : `符合文档结构：机器人会依次发送 ${data.length} 条消息`,
    problems: [],
    replies: data.length,
  };
}

/**
 * Calls a custom callback address once as the robot would (POST, JSON, the sample fields and the custom
 * parameters) and says what came back: whether it follows the documented structure, or why the call did not
 * work. The address must resolve to public addresses only (unless `allowPrivate`), checked before connecting.
 */
export async function checkCallback(
  input: CallbackCheckInput,
  options: CallbackCheckOptions,
): Promise<CallbackTestResult> {
  const started = performance.now();
  const request = sampleRequest(input);
  const maxBytes = options.maxBytes ?? CALLBACK_ANSWER_MAX_BYTES;
  // The robot waits `timeout` seconds (60 when unset or 0); the test waits that long at most, within its bound.
  const timeoutMs = input.timeout ? Math.min(input.timeout * 1000, options.timeoutMs) : options.timeoutMs;
  const done = (result: Omit<CallbackTestResult, 'request' | 'elapsedMs' | 'problems'> & { problems?: string[] }) => ({
    problems: [],
    ...result,
    request,
    elapsedMs: Math.round(performance.now() - started),
  });

  // One deadline for the lookup, the connection and the answer.
  const deadline = performance.now() + timeoutMs;
  const timedOut = () => {
    const seconds = Math.round(timeoutMs / 100) / 10;
    return done({ status: CallbackTestStatus.TIMEOUT, message: `连接超时：回调地址没有在 ${seconds} 秒内返回结果` });
  };

  const url = new URL(input.url);
  let addresses: ResolvedAddress[];
  try {
    addresses = await beforeDeadline(resolvePublicAddresses(url.hostname, options.allowPrivate), deadline);
  } catch (error) {
    if (error instanceof TimeoutError) return timedOut();
    if (error instanceof BlockedAddressError) {
      return done({
        status: CallbackTestStatus.BLOCKED,
        message: `出于安全考虑，不能测试内网、本机或保留地址（${error.address}）：请填写公网可以访问的地址`,
      });
    }
    if (error instanceof UnresolvedHostError) {
      return done({
        status: CallbackTestStatus.UNREACHABLE,
        message: `无法解析域名 ${short(url.hostname)}，请检查回调地址`,
      });
    }
    throw error;
  }

  let answer: SafeAnswer;
  try {
    const payload = JSON.stringify(request);
    answer = await requestPinned(url, addresses, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
        accept: 'application/json',
        'user-agent': 'weassit-callback-test/1',
        // Lets the receiver tell the test from a real message.
        'x-weassit-callback-test': '1',
      },
      body: payload,
      timeoutMs: timeLeft(deadline),
      maxBytes,
    });
  } catch (error) {
    if (error instanceof TimeoutError) return timedOut();
    if (error instanceof TooLargeError) {
      return done({
        status: CallbackTestStatus.TOO_LARGE,
        message: `返回内容超过 ${Math.round(maxBytes / 1024)} KB，已停止读取：请精简返回的消息`,
      });
    }
    const code = (error as NodeJS.ErrnoException).code;
    return done({
      status: CallbackTestStatus.UNREACHABLE,
      message: `无法连接到回调地址，请检查地址、端口和证书${code ? `（${code}）` : ''}`,
    });
  }

  const { status, body, location } = answer;
  if (status >= 300 && status < 400) {
    return done({
      status: CallbackTestStatus.REDIRECT,
      message: `回调地址返回了重定向（HTTP ${status}${location ? ` → ${short(location)}` : ''}），测试不跟随重定向：请直接填写最终地址`,
      httpStatus: status,
      body,
    });
  }
  if (status !== 200) {
    return done({
      status: CallbackTestStatus.HTTP_ERROR,
      message: `回调地址返回 HTTP ${status}：机器人只使用 HTTP 200 的返回，不会回复`,
      httpStatus: status,
      body,
    });
  }
  return done({ ...judgeAnswer(body), httpStatus: status, body });
}
