/**
 * Below the modules: the 'Commentaire général' (committed 300 ms after the last keystroke,
 * inspection-core §5) and the submit row 'Signer et clôturer cet EDL' (see useFinaliseReport).
 */
import { useId } from 'react';
import { IonButton } from '../../ui/ionic.ts';
import { TEXT_LIMITS, type LocalReport } from '@constat/domain';
import { useTranslation } from 'react-i18next';
import { EDITOR_NS } from './i18n/index.ts';
import { flushPendingWrites } from '../../ui/pendingWrites.ts';
import { DebouncedTextarea } from './DebouncedTextarea.tsx';
import { useFinaliseReport } from './useFinaliseReport.ts';

export const COMMENT_DEBOUNCE_MS = 300;

interface GeneralCommentProps {
  report: Pick<
    LocalReport,
    'localId' | 'edlIO' | 'renter' | 'duplicateFromEdlIO' | 'conventionSortieManuelle'
  >;
  comment: string;
  onCommit: (comment: string) => void;
  /** Resolves once every change is on the device. */
  flush: () => Promise<void>;
}

export function GeneralComment({ report, comment, onCommit, flush }: GeneralCommentProps) {
  const { t } = useTranslation(EDITOR_NS);
  const id = useId();
  const finalise = useFinaliseReport(report, flush);
  // Every field still holding a keystroke (this comment, an observation) writes it first.
  const submit = () => {
    flushPendingWrites();
    finalise();
  };
  return (
    <div className="general-comment">
      <div className="rate-card comment-card">
        <div className="observation-field">
          <label className="field-label" htmlFor={id}>
            {t('comment.label')}
          </label>
          <DebouncedTextarea
            id={id}
            value={comment}
            delayMs={COMMENT_DEBOUNCE_MS}
            placeholder={t('comment.placeholder')}
            maxLength={TEXT_LIMITS.comment}
            onCommit={onCommit}
          />
        </div>
      </div>
      <div className="submit-row">
        <IonButton expand="block" className="submit-report" onClick={submit}>
          {t('submit')}
        </IonButton>
      </div>
    </div>
  );
}
