/**
 * One costing line (accounts-costing §2): enabled, name 'Parent > Entry', action, task, measure,
 * nature, wear slider (hidden for a cleaning), cost, VAT, entry and exit descriptions.
 */
import {
  costUnit,
  formatEuroAmount,
  formatMeasure,
  formatVatRate,
  parseEuros,
  parseMeasure,
  showWearSlider,
  translateCatalogue,
  VAT_RATES,
  WEAR_MAX,
  WEAR_MIN,
  WEAR_STEP,
  type CostingAction,
  type Locale,
} from '@constat/domain';
import { IonInput, IonItem, IonLabel, IonList, IonNote } from '@ionic/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { IonRange, IonSelect, IonSelectOption, IonToggle } from '../../ui/ionic.ts';
import type { CostingLineView, LinePatch } from './api.ts';
import { COSTING_NS } from './i18n/index.ts';

const ACTIONS = ['repair', 'replace', 'clean'] as const;

/** 'Parent > Entry' with each catalogue name in the interface's language (typed names stay). */
export function lineName(name: string, locale: Locale): string {
  return name
    .split(' > ')
    .map((part) => translateCatalogue(part, locale))
    .join(' > ');
}

export function uiLocale(language: string | undefined): Locale {
  return language === 'en' || language === 'es' ? language : 'fr';
}

/** Memoised: an edit renders its own card and the totals, not the 300 others. */
export const CostingLineCard = memo(function CostingLineCard({
  line,
  onChange: change,
}: {
  line: CostingLineView;
  onChange: (id: CostingLineView['id'], patch: LinePatch) => void;
}) {
  const onChange = (patch: LinePatch) => change(line.id, patch);
  const { t, i18n } = useTranslation(COSTING_NS);
  const locale = uiLocale(i18n.language);
  const type = line.nature !== null ? 'coating' : 'equipment';
  return (
    <IonList inset className="costing-line" data-line={line.id}>
      <IonItem>
        <IonToggle
          data-field="enabled"
          checked={line.enabled}
          onIonChange={(event) => onChange({ enabled: event.detail.checked })}
        >
          <strong className="costing-line-name">{lineName(line.name, locale)}</strong>
        </IonToggle>
      </IonItem>
      <IonItem>
        <IonSelect
          data-field="action"
          label={t('action')}
          interface="popover"
          value={line.action ?? undefined}
          onIonChange={(event) => onChange({ action: event.detail.value as CostingAction })}
        >
          {ACTIONS.map((action) => (
            <IonSelectOption key={action} value={action}>
              {t(action)}
            </IonSelectOption>
          ))}
        </IonSelect>
      </IonItem>
      <IonItem>
        <IonInput
          name="costing-task"
          label={t('task')}
          value={line.task ?? ''}
          onIonChange={(event) => onChange({ task: String(event.detail.value ?? '') || null })}
        />
      </IonItem>
      <IonItem>
        <IonInput
          name="costing-measure"
          label={`${t('measure')} (${t(type === 'coating' ? 'measureUnitCoating' : 'measureUnitEquipment')})`}
          inputmode="decimal"
          value={line.measure === null ? '' : formatMeasure(line.measure)}
          onIonChange={(event) => {
            const text = String(event.detail.value ?? '').trim();
            const measure = text === '' ? null : parseMeasure(text);
            if (text === '' || measure !== null) onChange({ measure });
          }}
        />
      </IonItem>
      {line.nature !== null ? (
        <IonItem>
          <IonLabel>{t('nature')}</IonLabel>
          <IonNote slot="end">{translateCatalogue(line.nature, locale)}</IonNote>
        </IonItem>
      ) : null}
      {showWearSlider(line) ? (
        <IonItem>
          <IonRange
            data-field="wear"
            label={`${t('wear')} ${t('wearValue', { wear: line.wear })}`}
            labelPlacement="stacked"
            min={WEAR_MIN}
            max={WEAR_MAX}
            step={WEAR_STEP}
            snaps
            value={line.wear}
            onIonChange={(event) => onChange({ wear: Number(event.detail.value) })}
          />
        </IonItem>
      ) : null}
      <IonItem>
        <IonInput
          name="costing-cost"
          label={t('cost')}
          inputmode="decimal"
          value={line.cost === null ? '' : formatEuroAmount(line.cost)}
          helperText={
            line.unitCost === null
              ? undefined
              : t('calibrated', { amount: formatEuroAmount(line.unitCost), unit: costUnit(type) })
          }
          onIonChange={(event) => {
            const text = String(event.detail.value ?? '').trim();
            const cost = text === '' ? null : parseEuros(text);
            if (text === '' || cost !== null) onChange({ cost });
          }}
        />
      </IonItem>
      <IonItem>
        <IonSelect
          data-field="taxRate"
          label={t('vat')}
          interface="popover"
          value={line.taxRate}
          onIonChange={(event) => onChange({ taxRate: Number(event.detail.value) })}
        >
          {VAT_RATES.map((rate) => (
            <IonSelectOption key={rate} value={rate}>
              {rate === 0 ? t('noVat') : formatVatRate(rate)}
            </IonSelectOption>
          ))}
        </IonSelect>
      </IonItem>
      <IonItem lines="none" className="costing-descriptions">
        <IonLabel className="ion-text-wrap">
          <p>
            <strong>{t('before')} :</strong> {line.beforeDescription ?? '—'}
          </p>
          <p>
            <strong>{t('after')} :</strong> {line.afterDescription ?? '—'}
          </p>
        </IonLabel>
      </IonItem>
    </IonList>
  );
});
