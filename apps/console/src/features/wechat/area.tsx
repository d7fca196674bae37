import { comingSoonPages } from '../../components/ComingSoon/ComingSoon';
import { WechatConfigPage } from './pages/WechatConfigPage';

/** The wechat area's pages: the basic config page, and placeholders until the others' issues land. */
export const pages = {
  ...comingSoonPages(['keywords', 'keywordsEvent', 'uploadFile']),
  wechatIndex: WechatConfigPage,
};
