import { useAtomValue } from 'jotai';
import { tokenAtom } from '../../lib/session';
import { LandingPage } from './LandingPage';

/** The landing route in the app (a visit from another page of the console): the landing page for this session. */
export function HomePage() {
  return <LandingPage loggedIn={useAtomValue(tokenAtom) !== null} />;
}
