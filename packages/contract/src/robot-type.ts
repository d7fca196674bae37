/**
 * Robot (chat backend) types (spec §9). Apart from constants.ts, which the console's entry holds whole: only the
 * AI pages need them.
 */
export const RobotType = {
  TIANXING: 0,
  TIANXING_TULING: 1,
  TULING: 2,
  TENCENT: 3,
  WECHAT_DIALOG: 5,
  CHATGPT: 6,
  CHATGPT_WEB: 7,
  DIFY: 8,
  FASTGPT: 9,
  COZE_V2: 11,
  COZE_V3: 12,
  QANYTHING: 13,
} as const;
export type RobotType = (typeof RobotType)[keyof typeof RobotType];
