/**
 * Error codes of the console API envelope. Spec §8 fixes 0, 10001, 40001, 40003 and 40004; the rest are ours,
 * grouped by the HTTP status they resemble so that logs read naturally.
 */
export const ErrorCode = {
  OK: 0,
  /** A required parameter is missing (spec §8: the console also shows 缺少必要参数). */
  MISSING_PARAMETER: 10001,
  /** A parameter has the wrong type, length, format or value. */
  INVALID_PARAMETER: 10002,
  /** The request body is not valid JSON or not of the expected media type. */
  MALFORMED_REQUEST: 10003,
  /** Not logged in: no token was sent. */
  NOT_LOGGED_IN: 40001,
  /** The token is unknown or malformed. */
  INVALID_TOKEN: 40003,
  /** The session expired or was revoked. */
  SESSION_EXPIRED: 40004,
  /** The e-mail and password do not match an account (deliberately not saying which). */
  WRONG_CREDENTIALS: 40100,
  /** The account's e-mail is not activated yet (only enforced when real mail is configured). */
  EMAIL_NOT_VERIFIED: 40101,
  /** A mailed link or QR code is unknown, used or expired. */
  LINK_EXPIRED: 40102,
  /** Logged in, but this needs a VIP membership or an entitlement the user lacks. */
  FORBIDDEN: 40300,
  /** A per-user cap (friends, materials, stored bytes …) is reached; the message names it. */
  QUOTA_EXCEEDED: 40310,
  /** No such API path or record. */
  NOT_FOUND: 40400,
  /** The HTTP method is not allowed on this path. */
  METHOD_NOT_ALLOWED: 40500,
  /** The robot is not connected, so a message or event cannot reach it now. */
  ROBOT_OFFLINE: 40600,
  /** A write conflicts with a newer version or an existing record. */
  CONFLICT: 40900,
  /** The body or an uploaded file is larger than allowed. */
  TOO_LARGE: 41300,
  /** Too many requests; try again later. */
  RATE_LIMITED: 42900,
  /** Something failed on the server; nothing was changed. */
  INTERNAL: 50000,
  /** A dependency (database, broker, storage) is unavailable. */
  UNAVAILABLE: 50300,
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The codes after which the console asks the user to log in again (spec §8). */
export const LOGGED_OUT_CODES: readonly number[] = [
  ErrorCode.NOT_LOGGED_IN,
  ErrorCode.INVALID_TOKEN,
  ErrorCode.SESSION_EXPIRED,
];

/** Default Chinese message for each code, used when the server has nothing more specific to say. */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  [ErrorCode.OK]: '成功',
  [ErrorCode.MISSING_PARAMETER]: '缺少必要参数',
  [ErrorCode.INVALID_PARAMETER]: '参数不正确',
  [ErrorCode.MALFORMED_REQUEST]: '请求格式不正确',
  [ErrorCode.NOT_LOGGED_IN]: '你已被登出，请重新登录',
  [ErrorCode.INVALID_TOKEN]: '验证失败，请重新登陆',
  [ErrorCode.SESSION_EXPIRED]: '登录已过期，请重新登录',
  [ErrorCode.WRONG_CREDENTIALS]: '邮箱或密码错误',
  [ErrorCode.EMAIL_NOT_VERIFIED]: '请先点击激活邮件中的链接激活账号',
  [ErrorCode.LINK_EXPIRED]: '链接无效或已过期',
  [ErrorCode.FORBIDDEN]: '本功能需要开通会员方可使用',
  [ErrorCode.QUOTA_EXCEEDED]: '已达到数量上限',
  [ErrorCode.NOT_FOUND]: '请求的资源不存在',
  [ErrorCode.METHOD_NOT_ALLOWED]: '不支持的请求方法',
  [ErrorCode.ROBOT_OFFLINE]: '机器人不在线',
  [ErrorCode.CONFLICT]: '数据已被修改，请刷新后重试',
  [ErrorCode.TOO_LARGE]: '请求内容过大',
  [ErrorCode.RATE_LIMITED]: '操作过于频繁，请稍后再试',
  [ErrorCode.INTERNAL]: '服务器开小差了，请稍后再试',
  [ErrorCode.UNAVAILABLE]: '服务暂时不可用，请稍后再试',
};

/** What a 503 says about the dependency out of reach: the user learns what is wrong and that retrying may help. */
export const UNAVAILABLE_MESSAGES = {
  database: '数据库暂时无法访问，请稍后再试',
  disk: '服务器存储空间不足，本次操作未保存，请联系管理员',
} as const;

export type UnavailableCause = keyof typeof UNAVAILABLE_MESSAGES;

export function isLoggedOutCode(code: number): boolean {
  return LOGGED_OUT_CODES.includes(code);
}
