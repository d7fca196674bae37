import { comingSoonPages } from '../../components/ComingSoon/ComingSoon';

/** The wechat area's pages (placeholders until their issues land). */
export const pages = comingSoonPages(['wechatIndex', 'keywords', 'keywordsEvent', 'uploadFile']);
