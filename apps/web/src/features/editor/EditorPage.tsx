/**
 * The report editor (inspection-core §2 'Editor'), route /edl/:localId. A report missing from the
 * device (or another account's) sends the user to the in-progress list.
 */
import { IonBackButton } from '@ionic/react';
import { Navigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { PATHS } from '../../app/routes.ts';
import { useLocalReport } from '../../storage/useLocalReport.ts';
import { EDITOR_NS } from './i18n/index.ts';

export default function EditorPage() {
  const { t } = useTranslation(EDITOR_NS);
  const { localId } = useParams();
  const { state } = useLocalReport(Number(localId));
  if (state.status === 'missing') return <Navigate to={PATHS.edlsLocal} replace />;
  return (
    <LargeTitlePage
      route="edl"
      title={t('backToInfo')}
      start={<IonBackButton text={t('backToInfo')} defaultHref={`/modifier-edl/${localId ?? ''}`} />}
    />
  );
}
