import { atom } from 'jotai';
import type { RobotStatusInfo } from './get-robot-status';

/** The robot's last reported status, refreshed by the dashboard's polling; null before the first answer. */
export const robotStatusAtom = atom<RobotStatusInfo | null>(null);
