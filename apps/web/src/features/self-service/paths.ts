/** Where each self-service route name lives (inspection-core §2 routes table). */
import type { SelfServiceRoute } from '@constat/domain';
import { PATHS } from '../../app/routes.ts';

export const SELF_SERVICE_PATHS: Record<SelfServiceRoute, string> = {
  edlsLocal: PATHS.edlsLocal,
  autoEdl: '/auto-edl',
  autoEdlLang: '/auto-edl/lang',
  autoEdlInfo: '/auto-edl/info',
  autoEdlRecap: '/auto-edl/recapitulatif',
  autoEdlSignature: '/auto-edl/signature',
  autoEdlDone: '/auto-edl/done',
};
