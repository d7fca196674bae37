import { useAtomValue } from 'jotai';
import { isVipAtom, userInfoAtom } from '../../../lib/session';
import { MemberView } from './MemberView';

/** The membership page of the logged-in user. */
export function MemberPage() {
  const info = useAtomValue(userInfoAtom);
  const isVip = useAtomValue(isVipAtom);
  return <MemberView name={info?.name ?? ''} email={info?.email ?? ''} isVip={isVip} />;
}
