/**
 * 'Chiffrage de l'EDL #{id}' (accounts-costing §2, §4): per-module lines, totals HT / TVA / TTC and,
 * once a change is saved, 'Terminer' (regenerates the exit-agreement PDF, then back to the saved
 * list; the public page shows a dialog instead). The public route /p/costing/:edlId/:publicToken
 * sends the link's token (`Limited`) and has no tab bar.
 */
import { formatEuros } from '@constat/domain';
import { IonBackButton, IonButton, IonItem, IonLabel, IonList, IonNote } from '@ionic/react';
import { IonAlert } from '../../ui/overlays.ts';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { useGo } from '../../app/layout/useGo.ts';
import { PATHS } from '../../app/routes.ts';
import { generateConventionPdf, type CostingLineView } from './api.ts';
import { CostingLineCard, lineName, uiLocale } from './CostingLineCard.tsx';
import { PublicLinkPanel } from './PublicLinkPanel.tsx';
import { COSTING_NS } from './i18n/index.ts';
import { useCosting } from './useCosting.ts';
import './costing.css';

/**
 * Lines mounted at first and per step while scrolling: 300 line cards are ~2,700 Ionic components,
 * seconds to mount on a slow phone; the totals always cover every line.
 */
export const LINES_PER_STEP = 24;

function byModule(lines: readonly CostingLineView[]): [string, CostingLineView[]][] {
  const groups = new Map<string, CostingLineView[]>();
  for (const line of lines) {
    const key = line.module ?? '';
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return [...groups.entries()];
}

export default function CostingPage() {
  const { t, i18n } = useTranslation(COSTING_NS);
  const { t: tt } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { edlId = '', publicToken } = useParams();
  const id = Number(edlId);
  const token = publicToken ?? null;
  const costing = useCosting(id, token);
  const go = useGo();
  const [shown, setShown] = useState(LINES_PER_STEP);
  const more = useRef<HTMLDivElement>(null);
  const modules = useMemo(() => byModule(costing.lines.slice(0, shown)), [costing.lines, shown]);
  const partial = shown < costing.lines.length;
  useEffect(() => {
    const sentinel = more.current;
    if (!partial || sentinel === null) return undefined;
    // The next lines mount while the agent still has a screen of cards above the end.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown((count) => count + LINES_PER_STEP);
      },
      { rootMargin: '0px 0px 800px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [partial, shown]);
  // The benchmark's figure: an edit's totals laid out, measured from the edit (useCosting).
  useLayoutEffect(() => {
    if (performance.getEntriesByName('costing:edit', 'mark').length === 0) return;
    performance.measure('costing:edit-to-totals', 'costing:edit');
    performance.clearMarks('costing:edit');
  }, [costing.totals]);
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
      {costing.failure !== null ? (
        <div className="costing-failure" role="alert">
          <h2>{t(costing.failure === 'denied' ? 'deniedTitle' : 'failedTitle')}</h2>
          <p>{t(costing.failure === 'denied' ? 'denied' : 'failed')}</p>
        </div>
      ) : null}
      {costing.lines.length === 0 && costing.status !== 'loading' && costing.failure === null ? (
        <p className="costing-empty">{t('empty')}</p>
      ) : null}
      {modules.map(([module, lines]) => (
        <section key={module} className="costing-module" aria-label={lineName(module, locale)}>
          <h2>{lineName(module, locale)}</h2>
          {lines.map((line) => (
            <CostingLineCard key={line.id} line={line} onChange={costing.change} />
          ))}
        </section>
      ))}
      {partial ? <div ref={more} className="costing-more" aria-hidden="true" /> : null}
      {costing.failure === null ? (
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
      ) : null}
      {costing.modified ? (
        <div className="costing-actions">
          <IonButton expand="block" onClick={() => void finish()}>
            {t('finish')}
          </IonButton>
        </div>
      ) : null}
      {token === null && Number.isInteger(id) ? <PublicLinkPanel edlId={id} /> : null}
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
