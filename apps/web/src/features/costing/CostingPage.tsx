/**
 * 'Chiffrage de l'EDL #{id}' (accounts-costing §2, §4): per-module lines, totals HT / TVA / TTC and,
 * once a change is saved, 'Terminer' (regenerates the exit-agreement PDF, then back to the saved
 * list; the public page shows a dialog instead). The public route /p/costing/:edlId/:publicToken
 * sends the link's token (`Limited`) and has no tab bar.
 */
import { formatEuros } from '@constat/domain';
import { IonAlert, IonBackButton, IonButton, IonItem, IonLabel, IonList, IonNote } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { useGo } from '../../app/layout/useGo.ts';
import { PATHS } from '../../app/routes.ts';
import { generateConventionPdf, type CostingLineView } from './api.ts';
import { CostingLineCard } from './CostingLineCard.tsx';
import { COSTING_NS } from './i18n/index.ts';
import { useCosting } from './useCosting.ts';
import './costing.css';

function byModule(lines: readonly CostingLineView[]): [string, CostingLineView[]][] {
  const groups = new Map<string, CostingLineView[]>();
  for (const line of lines) {
    const key = line.module ?? '';
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return [...groups.entries()];
}

export default function CostingPage() {
  const { t } = useTranslation(COSTING_NS);
  const { t: tt } = useTranslation();
  const { edlId = '', publicToken } = useParams();
  const id = Number(edlId);
  const token = publicToken ?? null;
  const costing = useCosting(id, token);
  const go = useGo();
  const [dialog, setDialog] = useState<{ title: string; message: string; done: boolean } | null>(null);
  const statusText =
    costing.status === 'loading'
      ? t('loading')
      : costing.status === 'saving'
        ? t('saving')
        : costing.status === 'saved'
          ? t('saved')
          : '';

  async function finish() {
    try {
      await generateConventionPdf(id, token);
      if (token === null) go(PATHS.edlsRemote, 'root');
      else setDialog({ title: t('pdfDoneTitle'), message: t('pdfDone'), done: true });
    } catch (error) {
      const detail = error instanceof Error ? ` (${error.message})` : '';
      setDialog({ title: t('pdfErrorTitle'), message: `${t('pdfError')}${detail}`, done: false });
    }
  }

  return (
    <LargeTitlePage
      route={token === null ? 'edlCosting' : 'edlCostingPublic'}
      title={tt('titles.edlCosting', { edlId })}
      start={
        token === null ? <IonBackButton text={tt('app.back')} defaultHref={PATHS.edlsRemote} /> : undefined
      }
    >
      <p className="costing-status" role="status" aria-live="polite">
        {statusText}
      </p>
      {costing.lines.length === 0 && costing.status !== 'loading' ? (
        <p className="costing-empty">{t('empty')}</p>
      ) : null}
      {byModule(costing.lines).map(([module, lines]) => (
        <section key={module} className="costing-module" aria-label={module}>
          <h2>{module}</h2>
          {lines.map((line) => (
            <CostingLineCard key={line.id} line={line} onChange={(patch) => costing.change(line.id, patch)} />
          ))}
        </section>
      ))}
      <IonList inset className="costing-totals">
        <IonItem>
          <IonLabel>{t('totalHt')}</IonLabel>
          <IonNote slot="end" className="costing-ht">
            {formatEuros(costing.totals.ht)}
          </IonNote>
        </IonItem>
        <IonItem>
          <IonLabel>{t('totalTva')}</IonLabel>
          <IonNote slot="end" className="costing-tva">
            {formatEuros(costing.totals.tva)}
          </IonNote>
        </IonItem>
        <IonItem lines="none">
          <IonLabel>
            <strong>{t('totalTtc')}</strong>
          </IonLabel>
          <IonNote slot="end" className="costing-ttc">
            {formatEuros(costing.totals.ttc)}
          </IonNote>
        </IonItem>
      </IonList>
      {costing.modified ? (
        <div className="costing-actions">
          <IonButton expand="block" onClick={() => void finish()}>
            {t('finish')}
          </IonButton>
        </div>
      ) : null}
      <IonAlert
        isOpen={dialog !== null}
        header={dialog?.title}
        message={dialog?.message}
        buttons={
          dialog?.done
            ? [{ text: t('stay') }, { text: t('closeTab'), handler: () => window.close() }]
            : [{ text: t('ok') }]
        }
        onDidDismiss={() => setDialog(null)}
      />
    </LargeTitlePage>
  );
}
