/**
 * 'Historique de l'EDL #{id}' (accounts-costing §2): one card per report of the duplication chain
 * with a 'dupliqué à partir de' arrow between them, whether a costing history exists, and the CSV
 * export 'Export Chiffrages (.csv)'. Back goes to the saved list.
 */
import { formatEuros, costingTotals, ReportHistorySchema } from '@constat/domain';
import { IonButton, IonItem, IonLabel, IonList, IonNote } from '../../ui/ionic.ts';
import { IonBackButton } from '../../ui/ionicDeferred.ts';
import { IonAlert } from '../../ui/overlays.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { requestAnswer } from '../../api/answers.ts';
import { request } from '../../api/client.ts';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { useOnline } from '../../app/network/useOnline.ts';
import { useServerQuery } from '../../app/query/useServerQuery.ts';
import { PATHS } from '../../app/routes.ts';
import { HISTORY_NS } from './i18n/index.ts';
import './history.css';

const fetchHistory = (edlId: number) => requestAnswer(ReportHistorySchema, `/edl/${edlId}/history`);

async function downloadCsv(edlId: number, housingRef: string | null): Promise<void> {
  const response = await request(`/edl/${edlId}/history.csv`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `HistoriqueChiffragesEDLs_${housingRef || edlId}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export default function HistoryPage() {
  const { t } = useTranslation();
  const { t: th } = useTranslation(HISTORY_NS);
  const { edlId = '' } = useParams();
  const id = Number(edlId);
  const online = useOnline();
  const history = useServerQuery({ key: ['history', id], load: () => fetchHistory(id) }).data;
  const [failure, setFailure] = useState<string | null>(null);

  async function exportCsv() {
    try {
      await downloadCsv(id, history?.history[0]?.edl.housingRef ?? null);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <LargeTitlePage
      route="edlHistory"
      title={t('titles.edlHistory', { edlId })}
      start={<IonBackButton text={t('app.back')} defaultHref={PATHS.edlsRemote} />}
    >
      {history === null ? (
        <p className="history-status" role="status">
          {th('loading')}
        </p>
      ) : (
        <>
          <p className="history-status" role="status">
            {history.hasCostingsHistory ? th('hasCostings') : th('noCostings')}
          </p>
          <div className="history-actions">
            <IonButton expand="block" disabled={!online} onClick={() => void exportCsv()}>
              {th('export')}
            </IonButton>
          </div>
          <ol className="history-chain">
            {history.history.map((entry, index) => (
              <li key={entry.edl.id}>
                {index > 0 ? (
                  <p className="history-arrow">
                    <span aria-hidden="true">↑</span> {th('duplicatedFrom')}
                  </p>
                ) : null}
                <IonList inset className="history-card" data-edl={entry.edl.id}>
                  <IonItem>
                    <IonLabel>
                      <h2>
                        EDL #{entry.edl.id} · {entry.edl.edlIO}
                      </h2>
                      <p>
                        {entry.edl.housingRef ?? '—'} · {entry.edl.renter ?? '—'} ·{' '}
                        {new Date(entry.edl.date).toLocaleDateString('fr-FR')}
                      </p>
                    </IonLabel>
                  </IonItem>
                  {entry.costings.length > 0 ? (
                    <IonItem lines="none">
                      <IonLabel>{th('costing', { count: entry.costings.length })}</IonLabel>
                      <IonNote slot="end" className="history-ttc">
                        {th('ttc', { amount: formatEuros(costingTotals(entry.costings).ttc) })}
                      </IonNote>
                    </IonItem>
                  ) : null}
                </IonList>
              </li>
            ))}
          </ol>
        </>
      )}
      <IonAlert
        isOpen={failure !== null}
        header={th('csvErrorTitle')}
        message={`${th('csvError')}${failure ? ` (${failure})` : ''}`}
        buttons={[th('ok')]}
        onDidDismiss={() => setFailure(null)}
      />
    </LargeTitlePage>
  );
}
