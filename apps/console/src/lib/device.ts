import { COOKIES, LIMITS } from '@weassit/contract';
import { atom } from 'jotai';
import { getCookie, setCookie } from './cookies';

export type Device = 'desktop' | 'mobile';

/** Below 992 px the console counts as mobile (spec §4 "Sidebar", §9). */
export const MOBILE_QUERY = `(max-width: ${LIMITS.mobileBreakpointPx - 0.02}px)`;

function currentDevice(): Device {
  return typeof window !== 'undefined' && window.matchMedia?.(MOBILE_QUERY).matches ? 'mobile' : 'desktop';
}

const deviceBaseAtom = atom<Device>(currentDevice());
/** `desktop` or `mobile`, following the viewport while something reads it. */
export const deviceAtom = atom((get) => get(deviceBaseAtom));
deviceBaseAtom.onMount = (setDevice) => {
  if (typeof window === 'undefined' || !window.matchMedia) return;
  const query = window.matchMedia(MOBILE_QUERY);
  const update = () => setDevice(query.matches ? 'mobile' : 'desktop');
  update();
  query.addEventListener('change', update);
  return () => query.removeEventListener('change', update);
};

/** Sidebar open (1) or collapsed (0), persisted in the `sidebarStatus` cookie; open by default. */
const sidebarOpenedBaseAtom = atom(getCookie(COOKIES.sidebar) !== '0');
export const sidebarOpenedAtom = atom(
  (get) => get(sidebarOpenedBaseAtom),
  (_get, set, opened: boolean) => {
    setCookie(COOKIES.sidebar, opened ? '1' : '0', 365);
    set(sidebarOpenedBaseAtom, opened);
  },
);

/** The overlay menu of the mobile layout: closed at start and after every route change. */
export const mobileMenuOpenAtom = atom(false);
