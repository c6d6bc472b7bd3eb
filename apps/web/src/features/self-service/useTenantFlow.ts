/**
 * Everything a self-service screen needs: the tenant, their invitation, their progress, and where
 * the progress says they should be (inspection-core §4 "Self-service": no locale -> language, no id
 * -> info, done -> done, signature -> signature, recap -> recap, otherwise the inspection; without a
 * self-service record, the local list). An invitation the server says is done is done on any device.
 */
import { selfServiceRoute, type SelfServiceRoute, type SelfServiceState } from '@constat/domain';
import { useSession } from '../../app/session/SessionContext.ts';
import type { ReportOwner } from '../../storage/localReports.ts';
import { useMyAutoEdl, type MyAutoEdl } from './myAutoEdl.ts';
import { SELF_SERVICE_PATHS } from './paths.ts';
import { useProgress, type ProgressChange } from './progress.ts';

export interface TenantFlow {
  userId: number;
  mine: MyAutoEdl;
  owner: ReportOwner;
  progress: SelfServiceState;
  setProgress: ProgressChange;
}

export type FlowState =
  | { kind: 'loading' }
  | { kind: 'unreachable'; retry: () => void }
  | { kind: 'redirect'; to: string }
  | { kind: 'ready'; flow: TenantFlow };

export function flowRoute(progress: SelfServiceState, mine: MyAutoEdl | null): SelfServiceRoute {
  if (mine?.done && progress.locale) return 'autoEdlDone';
  return selfServiceRoute(progress);
}

/** The flow as seen from the screen `route`: ready there, or where to go instead. */
export function useTenantFlow(route: SelfServiceRoute): FlowState {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const my = useMyAutoEdl(userId);
  const [progress, setProgress] = useProgress(userId);
  if (userId === null || my.status === 'loading') return { kind: 'loading' };
  if (my.status === 'none') return { kind: 'redirect', to: SELF_SERVICE_PATHS.edlsLocal };
  if (my.status === 'unreachable') return { kind: 'unreachable', retry: my.retry };
  const expected = flowRoute(progress, my.mine);
  if (expected !== route) return { kind: 'redirect', to: SELF_SERVICE_PATHS[expected] };
  return { kind: 'ready', flow: { userId, mine: my.mine, owner: my.owner, progress, setProgress } };
}
