/**
 * The platform case of a report (inspection-core §2 "Info form"), for a platform-connected user:
 * choose one of the partner's open cases that fit the report type (the domain's
 * selectablePlatformCases), then the spec's question: 'Non' only keeps the case id, 'Oui' also fills
 * the property, owner, agency and tenant (the domain's applyPlatformCase). Removing the case sets
 * the id to null. The list needs the network; the rest of the form does not.
 */
import { useState } from 'react';
import { IonButton, IonIcon, IonItem, IonLabel, IonList, IonListHeader, IonNote } from '../../ui/ionic.ts';
import { useIonAlert } from '../../ui/overlays.ts';
import { useTranslation } from 'react-i18next';
import { applyPlatformCase, selectablePlatformCases, type EdlIO, type ReportInfo } from '@constat/domain';
import { reportError } from '../../app/errors/errorBus.ts';
import { useOnline } from '../../app/network/useOnline.ts';
import { CAPTURE_NS } from '../capture/i18n/index.ts';
import { caseLabel, fetchPlatformCases, type PartnerCase } from './platformCases.ts';

const FOLDER_ICON =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 512 512' class='ionicon'><path d='M440 432H72a40 40 0 0 1-40-40V120a40 40 0 0 1 40-40h75.89a40 40 0 0 1 22.19 6.72l27.84 18.56a40 40 0 0 0 22.19 6.72H440a40 40 0 0 1 40 40v240a40 40 0 0 1-40 40M32 192h448' stroke-linecap='round' stroke-linejoin='round' class='ionicon-fill-none ionicon-stroke-width'/></svg>";

type WithCaseId = ReportInfo & { platformCaseId?: string | number | null };

interface PlatformCasePickerProps {
  info: ReportInfo;
  edlIO: EdlIO;
  onChange: (change: (info: ReportInfo) => ReportInfo) => void;
}

export function PlatformCasePicker({ info, edlIO, onChange }: PlatformCasePickerProps) {
  const { t } = useTranslation(CAPTURE_NS);
  const online = useOnline();
  const [presentList] = useIonAlert();
  const [presentQuestion] = useIonAlert();
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<PartnerCase | null>(null);
  const caseId = (info as WithCaseId).platformCaseId ?? null;

  function apply(platformCase: PartnerCase | null, fill: boolean) {
    setChosen(platformCase);
    onChange((current) => applyPlatformCase(current as WithCaseId, platformCase, { edlIO, fill }));
  }

  function ask(platformCase: PartnerCase) {
    void presentQuestion({
      header: t('platform.section'),
      message: t('platform.fillQuestion'),
      cssClass: 'platform-fill-alert',
      backdropDismiss: false,
      buttons: [
        { text: t('platform.no'), handler: () => apply(platformCase, false) },
        { text: t('platform.yes'), handler: () => apply(platformCase, true) },
      ],
    });
  }

  async function choose() {
    setLoading(true);
    let cases: PartnerCase[];
    try {
      cases = selectablePlatformCases(await fetchPlatformCases(), edlIO);
    } catch (error) {
      reportError(error);
      return;
    } finally {
      setLoading(false);
    }
    void presentList({
      header: t('platform.pickHeader'),
      cssClass: 'platform-cases-alert',
      ...(cases.length === 0 ? { message: t('platform.none') } : {}),
      inputs: cases.map((c, index) => ({
        type: 'radio' as const,
        label: caseLabel(c, edlIO),
        value: String(index),
        checked: String(c.id) === String(caseId),
      })),
      buttons: [
        { text: t('app.cancel', { ns: 'translation' }), role: 'cancel' },
        ...(cases.length > 0
          ? [
              {
                text: t('platform.pick'),
                handler: (value: string | undefined) => {
                  const picked = value === undefined ? undefined : cases[Number(value)];
                  if (picked) setTimeout(() => ask(picked), 0);
                },
              },
            ]
          : []),
      ],
    });
  }

  const selectedLabel =
    caseId === null
      ? null
      : chosen !== null && chosen.id === caseId
        ? caseLabel(chosen, edlIO)
        : `#${caseId}`;

  return (
    <IonList inset className="info-section platform-case">
      <IonListHeader>{t('platform.section')}</IonListHeader>
      <IonItem
        button
        detail
        disabled={!online || loading}
        onClick={() => void choose()}
        className="platform-choose"
      >
        <IonIcon slot="start" icon={FOLDER_ICON} aria-hidden="true" />
        <IonLabel className="ion-text-wrap">
          {loading ? t('platform.loading') : (selectedLabel ?? t('platform.choose'))}
        </IonLabel>
      </IonItem>
      {caseId !== null ? (
        <IonItem lines="none">
          <IonButton
            fill="clear"
            size="small"
            color="danger"
            className="platform-clear"
            onClick={() => apply(null, false)}
          >
            {t('platform.clear')}
          </IonButton>
        </IonItem>
      ) : null}
      {!online ? (
        <IonItem lines="none">
          <IonNote className="field-hint">{t('platform.offline')}</IonNote>
        </IonItem>
      ) : null}
    </IonList>
  );
}
