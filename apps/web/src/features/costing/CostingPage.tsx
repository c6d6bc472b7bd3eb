/**
 * 'Chiffrage de l'EDL #{id}' (accounts-costing §2, §4): per-module lines, totals HT / TVA / TTC and,
 * once a change is saved, 'Terminer' (regenerates the exit-agreement PDF, then back to the saved
 * list; the public page shows a dialog instead). The public route /p/costing/:edlId/:publicToken
 * sends the link's token (`Limited`) and has no tab bar.
 *
 * Budgets (docs/ARCHITECTURE.md "Budgets"; bench/costing.bench.ts): 300 lines open in under 300 ms and an
 * edit shows its totals within a frame at CPU x4. The lines' state lives in CostingBody, under the page's
 * frame: an edit renders the body, its one line card and the totals, never the Ionic page, header and
 * content around them, nor the share panel (shown once the costing has loaded: a move-in report has
 * none, and the server refuses a link to it).
 */
import { IonBackButton } from '../../ui/ionicDeferred.ts';
import { memo, startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { PATHS } from '../../app/routes.ts';
import { AgreementSection } from './AgreementSection.tsx';
import type { CostingLineView } from './api.ts';
import { CostingLineCard, lineName } from './CostingLineCard.tsx';
import { CostingTotals } from './CostingTotals.tsx';
import { FinishButton } from './FinishButton.tsx';
import { lineLabels } from './lineLabels.ts';
import { PublicLinkPanel } from './PublicLinkPanel.tsx';
import { COSTING_NS } from './i18n/index.ts';
import { useCosting } from './useCosting.ts';
import './costing.css';
import { toLocale } from '@constat/domain';

/**
 * Lines mounted with the screen; the rest follow in the background, BACKGROUND_STEP at a time,
 * until every line is there (so that the page can be searched, and read through by a screen
 * reader, to its end). The first screen of cards and the totals of all lines show at once; each
 * later step is a transition, rendered in slices an edit interrupts.
 */
const LINES_PER_STEP = 24;
const BACKGROUND_STEP = 48;

function byModule(lines: readonly CostingLineView[]): [string, CostingLineView[]][] {
  const groups = new Map<string, CostingLineView[]>();
  for (const line of lines) {
    const key = line.module ?? '';
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [line]);
    else group.push(line);
  }
  return [...groups.entries()];
}

const CostingBody = memo(function CostingBody({
  edlId,
  token,
  onLoaded,
}: {
  edlId: number;
  token: string | null;
  /** Once the costing has loaded: a report without one (a move-in) has nothing to share. */
  onLoaded: () => void;
}) {
  const { t, i18n } = useTranslation(COSTING_NS);
  const locale = toLocale(i18n.language);
  const labels = useMemo(() => lineLabels(t), [t]);
  const costing = useCosting(edlId, token);
  const loaded = costing.status !== 'loading' && costing.failure === null;
  useEffect(() => {
    if (loaded) onLoaded();
  }, [loaded, onLoaded]);
  const [shown, setShown] = useState(LINES_PER_STEP);
  const modules = useMemo(() => byModule(costing.lines.slice(0, shown)), [costing.lines, shown]);
  const partial = shown < costing.lines.length;
  useEffect(() => {
    if (!partial) return undefined;
    // The next step in a task of its own, after this one's cards are committed.
    const handle = setTimeout(() => startTransition(() => setShown((count) => count + BACKGROUND_STEP)), 0);
    return () => clearTimeout(handle);
  }, [partial, shown]);
  // The benchmark's figure: an edit's totals laid out, measured from the edit (useCosting).
  useLayoutEffect(() => {
    if (performance.getEntriesByName('costing:edit', 'mark').length === 0) return;
    performance.measure('costing:edit-to-totals', 'costing:edit');
    performance.clearMarks('costing:edit');
  }, [costing.totals]);
  const statusText =
    costing.status === 'loading'
      ? t('loading')
      : costing.status === 'saving'
        ? t('saving')
        : costing.status === 'saved'
          ? t('saved')
          : '';

  return (
    <>
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
            <CostingLineCard
              key={line.id}
              line={line}
              labels={labels}
              locale={locale}
              onChange={costing.change}
            />
          ))}
        </section>
      ))}
      {costing.failure === null ? (
        <AgreementSection
          edlId={edlId}
          token={token}
          lines={costing.lines}
          loaded={loaded}
          settle={costing.settle}
        />
      ) : null}
      {costing.failure === null ? <CostingTotals totals={costing.totals} deposit={costing.deposit} /> : null}
      <FinishButton edlId={edlId} token={token} shown={costing.modified} settle={costing.settle} />
    </>
  );
});

export default function CostingPage() {
  const { t } = useTranslation();
  const { edlId = '', publicToken } = useParams();
  const id = Number(edlId);
  const token = publicToken ?? null;
  const [loaded, setLoaded] = useState(false);
  const onLoaded = useCallback(() => setLoaded(true), []);
  return (
    <LargeTitlePage
      route={token === null ? 'edlCosting' : 'edlCostingPublic'}
      title={t('titles.edlCosting', { edlId })}
      start={
        token === null ? <IonBackButton text={t('app.back')} defaultHref={PATHS.edlsRemote} /> : undefined
      }
    >
      <CostingBody edlId={id} token={token} onLoaded={onLoaded} />
      {token === null && loaded && Number.isInteger(id) ? <PublicLinkPanel edlId={id} /> : null}
    </LargeTitlePage>
  );
}
