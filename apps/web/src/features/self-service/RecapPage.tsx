/**
 * The tenant's recap (route /auto-edl/recapitulatif, inspection-core §2 autoEdlRecap): the agent
 * recap's rooms read-only, with the current room in a bar that follows the scroll (every 100 ms in
 * self-service, §9); 'Modifier' goes back to the inspection's comment (clearing the recap flag),
 * 'Signer' to the signature.
 */
import { useMemo } from 'react';
import { IonButton } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import {
  SELF_SERVICE_RECAP_SCROLL_THROTTLE_MS,
  selfServiceBack,
  toSelfServiceSignature,
} from '@constat/domain';
import { useLocalReport } from '../../storage/useLocalReport.ts';
import { CAPTURE_NS } from '../capture/i18n/index.ts';
import { useNameOf } from '../editor/names.ts';
import { RecapModule } from '../recap/RecapModule.tsx';
import { useCurrentModule } from '../recap/useCurrentModule.ts';
import { SELF_SERVICE_NS } from './i18n/index.ts';
import { BackStep, SelfServicePage } from './SelfServicePage.tsx';
import type { TenantFlow } from './useTenantFlow.ts';
import '../recap/recap.css';

function Recap({ flow, moduleId }: { flow: TenantFlow; moduleId: number | null }) {
  const { t } = useTranslation(SELF_SERVICE_NS);
  const { t: tc } = useTranslation(CAPTURE_NS);
  const { state, flush } = useLocalReport(flow.progress.id ?? NaN, flow.owner);
  const report = state.status === 'ready' ? state.report : null;
  const nameOf = useNameOf(report?.locale ?? 'fr');
  const current = useMemo(() => report?.edl.find((m) => m.id === moduleId) ?? null, [report, moduleId]);
  if (!report) return null;
  return (
    <>
      {current ? (
        <p className="self-service-current-module" aria-live="polite">
          {nameOf(current.name)}
        </p>
      ) : null}
      <p className="page-intro recap-intro">{t('recap.intro')}</p>
      {report.edl.map((module) => (
        <RecapModule key={module.id} report={report} module={module} nameOf={nameOf} />
      ))}
      <section className="recap-module recap-comment">
        <h2 className="recap-module-title">{tc('recap.comment')}</h2>
        <p>{report.comment?.trim() ? report.comment : tc('recap.noComment')}</p>
      </section>
      <div className="recap-submit">
        <IonButton
          expand="block"
          className="recap-sign"
          onClick={() => void flush().then(() => flow.setProgress(toSelfServiceSignature))}
        >
          {t('recap.sign')}
        </IonButton>
      </div>
    </>
  );
}

export default function RecapPage() {
  const { t } = useTranslation(SELF_SERVICE_NS);
  const { moduleId, onScroll } = useCurrentModule(SELF_SERVICE_RECAP_SCROLL_THROTTLE_MS);
  return (
    <SelfServicePage
      route="autoEdlRecap"
      title={t('recap.title')}
      className="recap-page"
      onScroll={onScroll}
      start={<BackStep label={t('recap.back')} change={selfServiceBack} />}
    >
      {(flow) => <Recap flow={flow} moduleId={moduleId} />}
    </SelfServicePage>
  );
}
