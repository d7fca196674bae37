import { searchRooms } from '../api/search-rooms';
import { useWechatMessages } from '../messages';
import { useRobotConfigRecord } from '../use-robot-config-record';
import { WechatConfigView } from './WechatConfigView';

/** The basic config page's data: loads the record, saves the whole config with its version, reloads on demand. */
export function WechatConfigPage() {
  const t = useWechatMessages();
  return <WechatConfigView {...useRobotConfigRecord(t.saved)} searchRooms={searchRooms} />;
}
