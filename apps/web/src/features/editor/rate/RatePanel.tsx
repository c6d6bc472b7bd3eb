/**
 * The rate panel of an entry or sub-entry (inspection-core §2 "Rate panel"), in the spec's order:
 * costing (tenant's charge, pre-quote), every rate input the element shows (the domain decides
 * which), the photos area (the element's gallery), the observation with its quick-observation popup, and 'Rénovation'.
 * A computed element (Total des clés) is shown read-only.
 */
import { useCallback, useMemo } from 'react';
import { IonButton, IonIcon } from '../../../ui/ionic.ts';
import { refreshOutline } from '../icons.ts';
import { useTranslation } from 'react-i18next';
import {
  addCustomValue,
  choiceOptions,
  customValuePrompt,
  familyForElement,
  hasContextGallery,
  isReadOnlyElement,
  rateFieldKind,
  renovateElement,
  setRateField,
  shownRateFields,
  showsCosting,
  type ElementPath,
  type Entry,
  type LocalReport,
  type SubEntry,
} from '@constat/domain';
import { EDITOR_NS } from '../i18n/index.ts';
import type { NameOf } from '../names.ts';
import { PhotosArea } from '../photos/PhotosArea.tsx';
import type { EditorDialogs } from '../useEditorDialogs.ts';
import type { Update } from '../useTreeActions.ts';
import { ChoiceField } from './ChoiceField.tsx';
import { CostingSection } from './CostingSection.tsx';
import { fieldLabel } from './fieldLabel.ts';
import { ObservationField } from './ObservationField.tsx';
import { TextField } from './TextField.tsx';

interface RatePanelProps {
  report: LocalReport;
  path: ElementPath;
  element: Entry | SubEntry;
  parent?: Entry | undefined;
  adding: boolean;
  nameOf: NameOf;
  update: Update;
  dialogs: EditorDialogs;
  /**
   * The tenant's self-service steps: no pricing fields (domain SELF_SERVICE_HIDDEN_FIELDS), no
   * renovation reset, and the photos are taken in the step's own photo screen.
   */
  selfService?: boolean;
}

const RENOVATED_FIELDS = ['condition', 'state', 'cleaning', 'other'];

/** A count typed as digits is stored as a number (key totals add them up); anything else as typed. */
function storedValue(field: string, text: string): string | number | null {
  if (text.trim() === '') return null;
  return field === 'number' && /^\d+$/.test(text.trim()) ? Number(text.trim()) : text;
}

export function RatePanel({
  report,
  path,
  element,
  parent,
  adding,
  nameOf,
  update,
  dialogs,
  selfService = false,
}: RatePanelProps) {
  const { t, i18n } = useTranslation(EDITOR_NS);
  const rate = element.rate;
  const readOnly = isReadOnlyElement(element);
  const fields = useMemo(
    () => shownRateFields(element, parent, { selfService }),
    [element, parent, selfService],
  );
  const family = useMemo(() => {
    const own = familyForElement(element.name);
    return own === 'default' && parent ? familyForElement(parent.name) : own;
  }, [element.name, parent]);

  const setField = useCallback(
    (field: string, value: string | number | null) => update((r) => setRateField(r, path, field, value)),
    // The panel is keyed by its element: the path is fixed for its lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [update],
  );

  const commitObservation = useCallback((text: string) => setField('other', text), [setField]);

  const addCustom = useCallback(
    (field: string, label: string) => {
      // French keeps the domain's wording, the spec's own; other languages their translation.
      const message = i18n.language === 'fr' ? customValuePrompt(label) : t('customValue.prompt', { label });
      void dialogs
        .prompt({ header: t('customValue.title'), message, confirm: t('customValue.confirm') })
        .then((value) => {
          if (value !== null) update((r) => addCustomValue(r, path, field, value));
        });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [dialogs, i18n.language, t, update],
  );

  const renovate = () => {
    void dialogs
      .confirm({
        header: t('renovation.title'),
        message: t('renovation.message'),
        confirm: t('renovation.confirm'),
      })
      .then((yes) => {
        if (yes) update((r) => renovateElement(r, path));
      });
  };

  const inputs = fields.filter((field) => field !== 'other');
  // Choice lists change only with a custom value: memoised, the chips of untouched fields do not
  // re-render when another field is set.
  const variables = (parent ?? (element as Entry)).rateVariables;
  const commonRateInfo = report.commonRateInfo;
  const options = useMemo(
    () => new Map(inputs.map((field) => [field, choiceOptions({ ...report, commonRateInfo }, path, field)])),
    // `report` only matters through commonRateInfo and the entry's rateVariables.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [commonRateInfo, variables, fields],
  );
  return (
    <div className="rate-panel">
      {showsCosting(element, { selfService }) ? (
        <CostingSection
          path={path}
          rate={rate}
          elementName={element.name}
          parentName={parent?.name}
          update={update}
        />
      ) : null}
      {inputs.length > 0 ? (
        <div className="rate-card rate-fields">
          {inputs.map((field) => {
            const label = fieldLabel(t, field);
            const value = rate?.[field];
            const kind = rateFieldKind(report, field);
            if (kind === 'select') {
              return (
                <div key={field} className="rate-field">
                  <ChoiceField
                    field={field}
                    label={label}
                    value={typeof value === 'string' ? value : null}
                    options={options.get(field) ?? []}
                    nameOf={nameOf}
                    disabled={readOnly}
                    onChange={setField}
                    onAddCustom={adding && !readOnly ? addCustom : undefined}
                  />
                </div>
              );
            }
            return (
              <TextField
                key={field}
                label={label}
                value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
                numeric={kind === 'number'}
                readOnly={readOnly}
                onCommit={(text) => setField(field, storedValue(field, text))}
              />
            );
          })}
        </div>
      ) : null}
      {hasContextGallery(element.name) && !readOnly && !selfService ? (
        <PhotosArea
          report={report}
          path={path}
          shownName={nameOf(element.name)}
          titled
          nameOf={nameOf}
          update={update}
          dialogs={dialogs}
        />
      ) : null}
      {fields.includes('other') ? (
        <div className="rate-card rate-observation">
          <ObservationField
            label={fieldLabel(t, 'other')}
            value={typeof rate?.other === 'string' ? rate.other : ''}
            family={family}
            locale={report.locale}
            onCommit={commitObservation}
          />
        </div>
      ) : null}
      {!readOnly && !selfService && fields.some((field) => RENOVATED_FIELDS.includes(field)) ? (
        <IonButton expand="block" fill="outline" className="renovate" onClick={renovate}>
          <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
          {t('renovation.button')}
        </IonButton>
      ) : null}
    </div>
  );
}
