import { useRobotConfigRecord } from '../../../kit/config-record/use-robot-config-record';
import { useConfigRecordMessages } from '../../../lib/i18n/console/kit-config-record';
import { searchRooms } from './search-rooms';
import { WechatConfigView } from './WechatConfigView';

/** The basic config page's data: loads the record, saves the whole config with its version, reloads on demand. */
export function WechatConfigPage() {
  const t = useConfigRecordMessages();
  return <WechatConfigView {...useRobotConfigRecord(t.saved)} searchRooms={searchRooms} />;
}
