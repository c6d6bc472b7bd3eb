/**
 * The last step (inspection-core §2): the general comment, then 'Valider et signer', which goes to
 * the recap. 'Précédent' leaves the comment for the last element. The text is committed 300 ms after
 * the last keystroke (§5), and at once when the tenant moves on.
 */
import { useId } from 'react';
import { IonButton } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import { setReportComment, toSelfServiceRecap, type LocalReport } from '@constat/domain';
import { flushPendingWrites } from '../../ui/pendingWrites.ts';
import { CommentField } from '../editor/CommentField.tsx';
import type { Update } from '../editor/useTreeActions.ts';
import { SELF_SERVICE_NS } from './i18n/index.ts';
import type { TenantFlow } from './useTenantFlow.ts';
import { useScrollToTopOnShow } from './useStepScroll.ts';

interface CommentStepProps {
  report: LocalReport;
  update: Update;
  flush: () => Promise<void>;
  flow: TenantFlow;
  onPrevious: () => void;
}

export function CommentStep({ report, update, flush, flow, onPrevious }: CommentStepProps) {
  const { t } = useTranslation(SELF_SERVICE_NS);
  const id = useId();
  const top = useScrollToTopOnShow<HTMLElement>();
  // Every field still holding a keystroke writes it before the step is left.
  const leave = (move: () => void) => {
    flushPendingWrites();
    void flush().then(move);
  };
  return (
    <section ref={top} className="self-service-step" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="self-service-element">
        {t('comment.title')}
      </h2>
      <CommentField
        id={id}
        label={t('comment.hint')}
        labelClassName="self-service-comment-label"
        value={report.comment ?? ''}
        onCommit={(comment) => update((r) => setReportComment(r, comment))}
      />
      <div className="self-service-actions">
        <IonButton fill="outline" onClick={() => leave(onPrevious)} className="self-service-previous">
          {t('step.previous')}
        </IonButton>
        <IonButton
          className="self-service-sign"
          onClick={() => leave(() => flow.setProgress(toSelfServiceRecap))}
        >
          {t('comment.submit')}
        </IonButton>
      </div>
    </section>
  );
}
