import { messagesHook } from '../../../../lib/i18n/messages';

/** The 文件存储 page's texts (zh-CN); a module of its own, so the other wechat pages do not download them. */
const zhCN = {
  formLabel: '文件存储配置',
  intro:
    '开启后，机器人把收到的图片、文件和语音上传到你自己的对象存储，再把文件地址连同下面的提示词交给 AI 处理。密钥只保存在你的机器人配置里。',
  sections: { storage: '存储服务', prompts: 'AI 提示词' },
  open: '开启文件存储',
  openHint: '关闭时已填写的配置会保留，机器人不会上传文件',
  type: '存储服务',
  region: '地域',
  regionHint: '存储桶所在的地域',
  bucket: '存储桶名称',
  bucketHint: '3–63 个字符：小写字母、数字和短横线',
  aliAkId: 'AccessKey ID',
  aliAkSecret: 'AccessKey Secret',
  keyHint: '建议使用只授予该存储桶读写权限的 RAM 用户密钥',
  reveal: '显示',
  customDomain: '自定义域名（可选）',
  customDomainHint: '已绑定到存储桶的域名，例如 files.example.com；留空则使用 OSS 默认地址',
  customPath: '路径前缀（可选）',
  customPathHint: '上传的文件名前加上的前缀，例如 wechat/ 会把文件放进 wechat 目录；不能以 / 开头',
  imagePrompt: '图片提示词',
  filePrompt: '文件提示词',
  audioPrompt: '语音提示词',
  promptHint: '留空时使用占位文字中的默认提示词',
  test: '测试连接',
  testing: '正在测试连接…',
  testHint: '用当前填写的地域、存储桶和密钥访问一次存储桶，不会上传文件',
  testNeedsFields: '请先填写完整的存储服务配置',
  testFailed: '测试请求失败，请稍后再试',
};

export type UploadFileMessages = typeof zhCN;

/** The current locale's 文件存储 texts. */
export const useUploadFileMessages = messagesHook<UploadFileMessages>({ 'zh-CN': zhCN });
