/**
 * One calibration line (accounts-costing §2): element (a standard reference or a custom name), nature
 * (coatings with a reference only), action, the inherited cost and VAT read-only, the own unit cost typed as
 * French currency (stored in cents) and the VAT. An inherited line only takes an own cost and VAT.
 */
import {
  CALIBRATION_ALL,
  type CalibrationAction,
  type CalibrationConfig,
  type CalibrationElement,
  type CalibrationElementType,
  calibrationNatureChoices,
  type CalibrationOwner,
  type CalibrationPart,
  costUnit,
  CUSTOM_CALIBRATION_REFERENCE,
  formatEuroAmount,
  formatVatRate,
  inheritedTaxRate,
  inheritedUnitCost,
  parseEuros,
  setCalibrationReference,
  toLocale,
  translateCatalogue,
  VAT_RATES,
} from '@constat/domain';
import { useTranslation } from 'react-i18next';
import {
  IonItem,
  IonItemOption,
  IonItemOptions,
  IonItemSliding,
  IonLabel,
  IonNote,
  IonSelect,
  IonSelectOption,
} from '../../ui/ionic.ts';
import { CalibrationInput } from './CalibrationInput.tsx';
import { EDITOR_NS } from '../editor/i18n/index.ts';
import { CALIBRATION_NS } from './i18n/index.ts';

interface CalibrationRowProps {
  item: CalibrationElement;
  config: CalibrationConfig;
  owner: CalibrationOwner;
  inherited: boolean;
  disabled: boolean;
  onChange: (next: CalibrationElement, own?: Partial<CalibrationPart>) => void;
  onDelete: () => void;
}

const ACTIONS = ['all', 'repair', 'replace', 'clean'] as const;

/**
 * The element picker's popover: wide enough for whole names, each wrapped (calibration.css); not the
 * select's own width ('cover'), which cut them to 'Equipements de l…'.
 */
const REFERENCE_PICKER = { cssClass: 'calibration-reference-picker', size: 'auto' } as const;

export function CalibrationRow({
  item,
  config,
  owner,
  inherited,
  disabled,
  onChange,
  onDelete,
}: CalibrationRowProps) {
  const { t, i18n } = useTranslation(CALIBRATION_NS);
  const { t: te } = useTranslation(EDITOR_NS);
  const locale = toLocale(i18n.language);
  const own = item[owner] ?? null;
  const natures = calibrationNatureChoices(item, config);
  const fixed = disabled || inherited;
  const inheritedCost = inheritedUnitCost(item, owner);
  const inheritedVat = inheritedTaxRate(item, owner);
  const fromGroup = owner === 'user' && item.group != null;
  const vatLabel = (rate: number) => (rate === 0 ? t('noVat') : formatVatRate(rate));
  const unit = costUnit(item.type);
  const reference = item.custom ? CUSTOM_CALIBRATION_REFERENCE : (item.reference ?? undefined);
  // Catalogue labels in the interface's language, sorted as that language reads them.
  // Several elements share a start ('Equipements de l'entrée', 'Equipements du salon'...): each shows
  // its whole name, wrapped (calibration.css), and its family, so entries can be told apart.
  const references = Object.entries(config.elements)
    .map(([key, element]) => {
      const family = te(`families.${element.category}`, { defaultValue: '' });
      const label = translateCatalogue(element.label, locale);
      return [key, family ? `${label} (${family})` : label] as const;
    })
    .sort(([, a], [, b]) => a.localeCompare(b, locale));
  const standard = item.reference ? config.elements[item.reference] : undefined;
  const referenceName = item.custom
    ? t('customElement')
    : standard
      ? translateCatalogue(standard.label, locale)
      : undefined;
  const actionLabel = (action: CalibrationAction) => (action === 'all' ? t('allActions') : t(action));
  return (
    <IonItemSliding disabled={fixed} className="calibration-row" data-key={item.key}>
      <IonItem lines="full">
        <div className="calibration-fields">
          <IonSelect
            data-field="reference"
            label={t('element')}
            labelPlacement="stacked"
            interface="popover"
            interfaceOptions={REFERENCE_PICKER}
            value={reference}
            // The line shows the name alone; the family helps only while choosing.
            selectedText={referenceName}
            disabled={fixed}
            onIonChange={(event) =>
              onChange(setCalibrationReference(item, String(event.detail.value), config))
            }
          >
            {references.map(([key, label]) => (
              <IonSelectOption key={key} value={key}>
                {label}
              </IonSelectOption>
            ))}
            <IonSelectOption value={CUSTOM_CALIBRATION_REFERENCE}>{t('customElement')}</IonSelectOption>
          </IonSelect>
          {item.custom ? (
            <>
              <CalibrationInput
                name="calibration-name"
                label={t('customName')}
                value={item.name ?? ''}
                disabled={fixed}
                onCommit={(name) => onChange({ ...item, name })}
              />
              <IonSelect
                data-field="type"
                label={t('type')}
                labelPlacement="stacked"
                interface="popover"
                value={item.type ?? undefined}
                disabled={fixed}
                onIonChange={(event) =>
                  onChange({ ...item, type: event.detail.value as CalibrationElementType })
                }
              >
                {(['equipment', 'coating'] as const).map((type) => (
                  <IonSelectOption key={type} value={type}>
                    {t(type)}
                  </IonSelectOption>
                ))}
              </IonSelect>
            </>
          ) : null}
          {natures.length > 0 ? (
            <IonSelect
              data-field="nature"
              label={t('nature')}
              labelPlacement="stacked"
              interface="popover"
              value={item.nature ?? 'all'}
              disabled={fixed}
              onIonChange={(event) => onChange({ ...item, nature: String(event.detail.value) })}
            >
              {natures.map((nature) => (
                <IonSelectOption key={nature.value} value={nature.value}>
                  {nature.value === CALIBRATION_ALL
                    ? t('allNatures')
                    : translateCatalogue(nature.label, locale)}
                </IonSelectOption>
              ))}
            </IonSelect>
          ) : null}
          <IonSelect
            data-field="action"
            label={t('action')}
            labelPlacement="stacked"
            interface="popover"
            value={item.action ?? undefined}
            disabled={fixed}
            onIonChange={(event) => onChange({ ...item, action: event.detail.value as CalibrationAction })}
          >
            {ACTIONS.map((action) => (
              <IonSelectOption key={action} value={action}>
                {actionLabel(action)}
              </IonSelectOption>
            ))}
          </IonSelect>
          {inheritedCost !== null || inherited ? (
            <IonLabel className="calibration-inherited" data-field="inherited-cost">
              <span>{fromGroup ? t('groupCost') : t('parentCost')}</span>
              <IonNote>{inheritedCost === null ? '—' : `${formatEuroAmount(inheritedCost)} ${unit}`}</IonNote>
            </IonLabel>
          ) : null}
          {inheritedVat !== null || inherited ? (
            <IonLabel className="calibration-inherited" data-field="inherited-vat">
              <span>{fromGroup ? t('groupVat') : t('parentVat')}</span>
              <IonNote>{inheritedVat === null ? '—' : vatLabel(inheritedVat)}</IonNote>
            </IonLabel>
          ) : null}
          <CalibrationInput
            name="calibration-cost"
            label={`${t('ownCost')} (${unit})`}
            decimal
            value={own?.unitCost == null ? '' : formatEuroAmount(own.unitCost)}
            disabled={disabled}
            onCommit={(typed) => {
              const text = typed.trim();
              const cents = text === '' ? null : parseEuros(text);
              if (text !== '' && cents === null) return;
              onChange(item, { unitCost: cents });
            }}
          />
          <IonSelect
            data-field="taxRate"
            label={t('vat')}
            labelPlacement="stacked"
            interface="popover"
            value={own?.taxRate ?? undefined}
            // Empty, costing applies the inherited rate: said so, rather than an empty choice.
            placeholder={
              inheritedVat === null ? undefined : t('inheritedVat', { rate: vatLabel(inheritedVat) })
            }
            disabled={disabled}
            onIonChange={(event) => onChange(item, { taxRate: Number(event.detail.value) })}
          >
            {VAT_RATES.map((rate) => (
              <IonSelectOption key={rate} value={rate}>
                {vatLabel(rate)}
              </IonSelectOption>
            ))}
          </IonSelect>
        </div>
      </IonItem>
      <IonItemOptions side="end">
        <IonItemOption color="danger" onClick={onDelete}>
          {t('delete')}
        </IonItemOption>
      </IonItemOptions>
    </IonItemSliding>
  );
}
