import { HEALTH_PATH, type HealthInfo } from '@weassit/contract';
import { useEffect, useState } from 'react';
import { apiGet } from './api-client';

export type HealthState =
  | { status: 'loading' }
  | { status: 'ok'; info: HealthInfo }
  | { status: 'down'; reason: string };

const HEALTH_URL = HEALTH_PATH.replace(/^\/v1/, '');

/** Asks the server once whether it and its database are up. */
export function useHealth(): HealthState {
  const [state, setState] = useState<HealthState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    apiGet<HealthInfo>(HEALTH_URL).then(
      (info) => live && setState({ status: 'ok', info }),
      (error: unknown) =>
        live && setState({ status: 'down', reason: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
