/**
 * One custom legal text (accounts-costing §3, §6): the report's ('edl') or the exit agreement's
 * ('convention'). Shows the text that applies and where it comes from along the cascade user ->
 * group -> parent group -> product default (GET /api/ui/default-legal-text/{kind} gives the inherited
 * one), edits it in a prompt, and goes back to the inherited text by clearing the user's own.
 */
import { IonButton, IonIcon, IonItem, IonLabel } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import type { User } from '@constat/domain';
import { reportError } from '../../app/errors/errorBus.ts';
import { useServerQuery } from '../../app/query/useServerQuery.ts';
import { fetchInheritedLegalText, patchMe, type LegalTextKind } from './accountApi.ts';
import { documentTextOutline } from './icons.ts';
import { ACCOUNT_NS } from './i18n/index.ts';
import { useAccountDialogs } from './useAccountDialogs.ts';

interface LegalTextItemProps {
  kind: LegalTextKind;
  user: User;
  online: boolean;
  onSaved: () => Promise<unknown>;
}

export function LegalTextItem({ kind, user, online, onSaved }: LegalTextItemProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { ask } = useAccountDialogs();
  const field = kind === 'edl' ? 'customLegalText' : 'customLegalTextConvention';
  const own = user[field];
  const inherited = useServerQuery({
    key: ['inheritedLegalText', kind, user.groupId],
    load: () => fetchInheritedLegalText(kind),
  }).data;

  const text = own ?? inherited?.data ?? null;
  const origin = own !== null ? 'user' : (inherited?.origin ?? null);
  const label = kind === 'edl' ? t('management.legalEdl') : t('management.legalConvention');

  async function save(value: string | null) {
    try {
      await patchMe({ [field]: value });
      await onSaved();
    } catch (error) {
      reportError({ title: t('errorTitle'), message: t('management.legalError'), cause: error });
    }
  }

  async function edit() {
    const values = await ask({
      header: label,
      message: t('management.legalHeader'),
      cssClass: `legal-text-alert legal-${kind}`,
      inputs: [
        { name: 'text', type: 'textarea', value: text ?? '', attributes: { rows: 8, 'aria-label': label } },
      ],
      submit: t('fields.save'),
    });
    if (values === null) return;
    const value = values.text ?? '';
    if (value === (text ?? '')) return;
    await save(value.trim() === '' ? null : value);
  }

  return (
    <IonItem
      button
      detail
      disabled={!online}
      onClick={() => void edit()}
      className={`legal-text legal-text-${kind}`}
      data-origin={origin ?? undefined}
    >
      <IonIcon slot="start" icon={documentTextOutline} aria-hidden="true" />
      <IonLabel className="ion-text-wrap">
        <h3>{label}</h3>
        {origin !== null ? <p className="legal-origin">{t(`management.origin.${origin}`)}</p> : null}
        {text !== null ? <p className="legal-preview">{text}</p> : null}
      </IonLabel>
      {own !== null ? (
        <IonButton
          slot="end"
          fill="clear"
          size="small"
          disabled={!online}
          className="legal-reset"
          aria-label={`${t('management.legalReset')} : ${label}`}
          onClick={(event) => {
            event.stopPropagation();
            void save(null);
          }}
        >
          {t('management.legalReset')}
        </IonButton>
      ) : null}
    </IonItem>
  );
}
