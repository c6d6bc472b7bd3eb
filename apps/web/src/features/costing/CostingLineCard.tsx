/**
 * One costing line (accounts-costing §2): enabled, name 'Parent > Entry', action, task, measure,
 * nature (every coating, costingLineType), wear slider (hidden for a cleaning), cost, the tenant's
 * share after wear, VAT, entry and exit descriptions. Plain
 * controls (LineFields.tsx) and texts translated once for the list (lineLabels.ts): up to 300 of
 * these cards are on the screen, and an edit renders only its own.
 */
import {
  conventionLine,
  costingLineType,
  costUnit,
  formatEuros,
  formatEuroAmount,
  formatMeasure,
  parseEuros,
  parseMeasure,
  showWearSlider,
  TEXT_LIMITS,
  translateCatalogue,
  WEAR_MAX,
  WEAR_MIN,
  WEAR_STEP,
  type CostingAction,
  type Locale,
} from '@constat/domain';
import { memo, useId } from 'react';
import type { CostingLineView, LinePatch } from './api.ts';
import { SelectRow, SwitchRow, TextRow, WearRow } from './LineFields.tsx';
import type { LineLabels } from './lineLabels.ts';

/** 'Parent > Entry' with each catalogue name in the interface's language (typed names stay). */
export function lineName(name: string, locale: Locale): string {
  return name
    .split(' > ')
    .map((part) => translateCatalogue(part, locale))
    .join(' > ');
}

/**
 * What the line charges (docs/ARCHITECTURE.md "Beyond the specification"): its price before wear, then the
 * tenant's share with the wear taken off, as the exit agreement prints them (the domain's conventionLine).
 */
function LineShare({
  line,
  labels,
  type,
}: {
  line: CostingLineView;
  labels: LineLabels;
  type: 'coating' | 'equipment';
}) {
  const amounts = conventionLine(line);
  const price =
    amounts.pricing === 'unit' && amounts.quantity !== null && amounts.unitPrice !== null
      ? labels.unitPriced({
          quantity: formatMeasure(amounts.quantity),
          unit: labels.unit[type],
          price: formatEuros(amounts.unitPrice),
          amount: formatEuros(amounts.gross),
        })
      : labels.lumpSum(formatEuros(amounts.gross));
  return (
    <div className="costing-row costing-tenant-share">
      <span className="costing-row-label">
        {labels.tenantShare}
        <small className="costing-tenant-share-detail">{price}</small>
        {amounts.wear > 0 ? (
          <small className="costing-tenant-share-detail">
            {labels.wearDeduction(amounts.wear, formatEuros(amounts.wearDeduction))}
          </small>
        ) : null}
      </span>
      <strong className="costing-tenant-share-amount">{formatEuros(amounts.tenantShare)}</strong>
    </div>
  );
}

/** Memoised: an edit renders its own card and the totals, not the 300 others. */
export const CostingLineCard = memo(function CostingLineCard({
  line,
  labels,
  locale,
  onChange: change,
}: {
  line: CostingLineView;
  labels: LineLabels;
  locale: Locale;
  onChange: (id: CostingLineView['id'], patch: LinePatch) => void;
}) {
  const onChange = (patch: LinePatch) => change(line.id, patch);
  const nameId = useId();
  const type = costingLineType(line);
  return (
    <div role="group" aria-labelledby={nameId} className="costing-line" data-line={line.id}>
      <SwitchRow checked={line.enabled} onCommit={(enabled) => onChange({ enabled })}>
        <strong id={nameId} className="costing-line-name">
          {lineName(line.name, locale)}
        </strong>
      </SwitchRow>
      <SelectRow<CostingAction>
        label={labels.action}
        field="action"
        value={line.action}
        placeholder={labels.noAction}
        options={labels.actions}
        onCommit={(action) => onChange({ action })}
      />
      <TextRow
        label={labels.task}
        name="costing-task"
        maxLength={TEXT_LIMITS.observation}
        value={line.task ?? ''}
        onCommit={(text) => onChange({ task: text || null })}
      />
      <TextRow
        label={labels.measure[type]}
        name="costing-measure"
        decimal
        maxLength={TEXT_LIMITS.key}
        value={line.measure === null ? '' : formatMeasure(line.measure)}
        onCommit={(text) => {
          const measure = text === '' ? null : parseMeasure(text);
          if (text === '' || measure !== null) onChange({ measure });
        }}
      />
      {type === 'coating' ? (
        <div className="costing-row">
          <span className="costing-row-label">{labels.nature}</span>
          <span className="costing-value">
            {line.nature === null ? labels.noNature : translateCatalogue(line.nature, locale)}
          </span>
        </div>
      ) : null}
      {showWearSlider(line) ? (
        <WearRow
          label={(wear) => labels.wear.get(wear) ?? String(wear)}
          wear={line.wear}
          min={WEAR_MIN}
          max={WEAR_MAX}
          step={WEAR_STEP}
          onCommit={(wear) => onChange({ wear })}
        />
      ) : null}
      {showWearSlider(line) && line.suggestedWear != null ? (
        <p className="costing-hint costing-wear-hint">
          {labels.wearHint(line.suggestedWear)}
          {line.wear !== line.suggestedWear ? (
            <button
              type="button"
              className="costing-apply-grid"
              onClick={() => onChange({ wear: line.suggestedWear ?? line.wear })}
            >
              {labels.applyGrid}
            </button>
          ) : null}
        </p>
      ) : null}
      <TextRow
        label={labels.cost}
        name="costing-cost"
        decimal
        maxLength={TEXT_LIMITS.key}
        value={line.cost === null ? '' : formatEuroAmount(line.cost)}
        hint={
          line.unitCost === null
            ? undefined
            : labels.calibrated(formatEuroAmount(line.unitCost), costUnit(type))
        }
        onCommit={(text) => {
          const cost = text === '' ? null : parseEuros(text);
          if (text === '' || cost !== null) onChange({ cost });
        }}
      />
      <LineShare line={line} labels={labels} type={type} />
      <SelectRow<number>
        label={labels.vat}
        field="taxRate"
        value={line.taxRate}
        options={labels.vatRates}
        onCommit={(taxRate) => onChange({ taxRate })}
      />
      <div className="costing-descriptions">
        <p>
          <strong>{labels.before} :</strong> {line.beforeDescription ?? '—'}
        </p>
        <p>
          <strong>{labels.after} :</strong> {line.afterDescription ?? '—'}
        </p>
      </div>
    </div>
  );
});
