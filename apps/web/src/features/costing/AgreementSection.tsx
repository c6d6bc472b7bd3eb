/**
 * The agreement's part of the costing screen: where the costing stands against what was signed
 * (AgreementPanel), the revision's signature sheet, and the word that it is signed. Nothing for a
 * report without an agreement.
 */
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CostingLine } from '@constat/domain';
import { IonAlert } from '../../ui/overlays.ts';
import { AgreementPanel } from './AgreementPanel.tsx';
import { COSTING_NS } from './i18n/index.ts';
import { RevisionSignatureModal } from './RevisionSignatureModal.tsx';
import { useAgreement } from './useAgreement.ts';

export const AgreementSection = memo(function AgreementSection({
  edlId,
  token,
  lines,
  loaded,
  settle,
}: {
  edlId: number;
  token: string | null;
  lines: readonly CostingLine[];
  loaded: boolean;
  settle: () => Promise<void>;
}) {
  const { t } = useTranslation(COSTING_NS);
  const { view, state, reload } = useAgreement(edlId, token, lines, loaded);
  const [signing, setSigning] = useState(false);
  const [signed, setSigned] = useState(false);
  if (!view || !state || state.kind === 'unsigned') return null;
  return (
    <>
      <AgreementPanel view={view} state={state} canSign={token === null} onSign={() => setSigning(true)} />
      {token === null ? (
        <RevisionSignatureModal
          edlId={edlId}
          view={view}
          total={state.kind === 'revised' ? state.currentTotals.ttc : 0}
          isOpen={signing}
          settle={settle}
          onClose={() => setSigning(false)}
          onSigned={() => {
            setSigning(false);
            setSigned(true);
            reload();
          }}
        />
      ) : null}
      <IonAlert
        isOpen={signed}
        header={t('revisionSignedTitle')}
        message={t('revisionSigned')}
        buttons={[{ text: t('ok') }]}
        onDidDismiss={() => setSigned(false)}
      />
    </>
  );
});
