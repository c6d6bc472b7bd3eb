/**
 * Costing of an element (inspection-core §2, §4): 'À la charge du locataire' (the rate's toQuote;
 * on, the element goes to the exit costing with an empty pre-quote), and under it 'Pré-chiffrer', an
 * estimate typed while inspecting: an action, a measure (m² for coatings, units otherwise) and a cost
 * excluding tax in euros, stored in cents. No calibration is on the device yet, so the cost is the
 * one typed (the domain prices from a calibration once the device holds one).
 */
import { useState } from 'react';
import { IonItem } from '../../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import {
  COSTING_ACTIONS,
  emptyPreQuote,
  formatEuroAmount,
  formatMeasure,
  measureUnit,
  parseEuros,
  parseMeasure,
  preQuoteNature,
  setElementToQuote,
  setPreQuoteAction,
  setPreQuoteCost,
  setPreQuoteMeasure,
  updateElementPreQuote,
  type ElementPath,
  type PreQuote,
  type Rate,
} from '@constat/domain';
import { EDITOR_NS } from '../i18n/index.ts';
import { Toggle } from '../ionic/Toggle.tsx';
import type { Update } from '../useTreeActions.ts';
import { ParsedInput } from './ParsedInput.tsx';

interface CostingSectionProps {
  path: ElementPath;
  rate: Rate | null;
  elementName: string;
  parentName?: string | undefined;
  update: Update;
}

const hasEstimate = (preQuote: PreQuote | null | undefined) =>
  Boolean(preQuote && (preQuote.action ?? preQuote.measure ?? preQuote.cost) !== null);

export function CostingSection({ path, rate, elementName, parentName, update }: CostingSectionProps) {
  const { t } = useTranslation(EDITOR_NS);
  const preQuote = rate?.preQuote ?? null;
  const [estimating, setEstimating] = useState(() => hasEstimate(preQuote));
  const charged = rate?.toQuote === true;
  const change = (edit: (preQuote: PreQuote) => PreQuote) =>
    update((report) => updateElementPreQuote(report, path, edit));
  const unit = measureUnit(preQuoteNature(elementName, parentName));
  return (
    <div className="rate-card costing-section">
      <IonItem>
        <Toggle checked={charged} onChange={(on) => update((report) => setElementToQuote(report, path, on))}>
          {t('costing.toQuote')}
        </Toggle>
      </IonItem>
      {charged ? (
        <IonItem>
          <Toggle
            checked={estimating}
            onChange={(on) => {
              setEstimating(on);
              if (!on) change(() => emptyPreQuote());
            }}
          >
            {t('costing.preQuote')}
          </Toggle>
        </IonItem>
      ) : null}
      {charged && estimating && preQuote ? (
        <>
          <IonItem className="prequote-action">
            <span className="field-label prequote-label" aria-hidden="true">
              {t('costing.action')}
            </span>
            <div className="segmented" role="group" aria-label={t('costing.action')}>
              {COSTING_ACTIONS.map((action) => (
                <button
                  key={action}
                  type="button"
                  aria-pressed={preQuote.action === action}
                  className={preQuote.action === action ? 'segment segment-on' : 'segment'}
                  onClick={() => change((current) => setPreQuoteAction(current, action, undefined))}
                >
                  {t(`costing.actions.${action}`)}
                </button>
              ))}
            </div>
          </IonItem>
          <ParsedInput
            label={t('costing.measure')}
            unit={unit === 'm²' ? unit : t('costing.unit')}
            stored={preQuote.measure}
            invalidText={t('costing.invalid')}
            format={formatMeasure}
            parse={parseMeasure}
            onCommit={(measure) => change((current) => setPreQuoteMeasure(current, measure, undefined))}
          />
          <ParsedInput
            label={t('costing.cost')}
            unit="€"
            stored={preQuote.cost}
            invalidText={t('costing.invalid')}
            format={formatEuroAmount}
            parse={parseEuros}
            onCommit={(cost) => change((current) => setPreQuoteCost(current, cost))}
          />
        </>
      ) : null}
    </div>
  );
}
