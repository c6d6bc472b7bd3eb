/**
 * Below the modules: the 'Commentaire général' (CommentField.tsx) and the submit row 'Signer et
 * clôturer cet EDL' (see useFinaliseReport).
 */
import { useId } from 'react';
import { IonButton } from '../../ui/ionic.ts';
import type { LocalReport } from '@constat/domain';
import { useTranslation } from 'react-i18next';
import { EDITOR_NS } from './i18n/index.ts';
import { flushPendingWrites } from '../../ui/pendingWrites.ts';
import { CommentField } from './CommentField.tsx';
import { useFinaliseReport } from './useFinaliseReport.ts';

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
      <CommentField
        id={id}
        label={t('comment.label')}
        placeholder={t('comment.placeholder')}
        value={comment}
        onCommit={onCommit}
      />
      <div className="submit-row">
        <IonButton expand="block" className="submit-report" onClick={submit}>
          {t('submit')}
        </IonButton>
      </div>
    </div>
  );
}
