// One call per test file: the target's hooks, the HTTP helper and the journeys on top of it.
import { createApi } from './api';
import { flows } from './flows';
import { useTarget } from './target';

export function useContract() {
  const target = useTarget();
  const api = createApi(target);
  return { target, api, flow: flows(api, target) };
}
