/**
 * A group's fields (accounts-costing §3, §5, §6): name, parent (a super admin's choice), the five
 * options (on in a parent: "Activé groupe parent", not changeable), logo, main colour (hex without
 * '#', reset to the default) and the custom legal texts of the report and of the exit agreement.
 * Each change is handed over with the error message the spec gives for it; the page decides whether
 * to send it at once (an existing group) or on "Créer le groupe".
 */
import { DEFAULT_MAIN_COLOR, GROUP_OPTION_KEYS, type GroupNode, type GroupOptions } from '@constat/domain';
import { useTranslation } from 'react-i18next';
import {
  IonButton,
  IonInput,
  IonItem,
  IonLabel,
  IonList,
  IonListHeader,
  IonTextarea,
} from '../../ui/ionic.ts';
import type { GroupPayload } from './adminApi.ts';
import { ColorInput } from './ColorInput.tsx';
import { GroupSelect } from './GroupSelect.tsx';
import { ADMIN_NS } from './i18n/index.ts';
import { LogoField } from './LogoField.tsx';
import { OptionToggle } from './OptionToggle.tsx';

interface GroupFormProps {
  value: GroupPayload;
  /** Options switched on by a parent group. */
  inherited: GroupOptions | null;
  nodes: readonly GroupNode[];
  superAdmin: boolean;
  /** The group itself (not offered as its own parent), when it exists. */
  selfId?: number;
  online: boolean;
  nameError?: string;
  onChange: (changes: Partial<GroupPayload>, errorMessage: string) => void;
}

export function GroupForm({
  value,
  inherited,
  nodes,
  superAdmin,
  selfId,
  online,
  nameError,
  onChange,
}: GroupFormProps) {
  const { t } = useTranslation(ADMIN_NS);
  const text = (key: 'customLegalText' | 'customLegalTextConvention', label: string) => (
    <IonItem>
      <IonTextarea
        name={key}
        label={label}
        labelPlacement="stacked"
        autoGrow
        rows={3}
        value={value[key] ?? ''}
        disabled={!online}
        onIonChange={(event) => {
          const typed = String(event.detail.value ?? '');
          if (typed !== (value[key] ?? ''))
            onChange({ [key]: typed === '' ? null : typed }, t('errors.save'));
        }}
      />
    </IonItem>
  );
  return (
    <>
      <IonList inset className="admin-group-fields">
        <IonItem>
          <IonInput
            name="name"
            label={t('group.name')}
            labelPlacement="stacked"
            value={value.name}
            disabled={!online}
            onIonChange={(event) => {
              const name = String(event.detail.value ?? '');
              if (name !== value.name) onChange({ name }, t('errors.groupName'));
            }}
          />
        </IonItem>
        {nameError ? <span className="admin-field-error error-name">{nameError}</span> : null}
        {superAdmin ? (
          <GroupSelect
            name="parentId"
            label={t('group.parent')}
            nodes={nodes}
            value={value.parentId ?? null}
            noneLabel={t('group.noParent')}
            exclude={selfId}
            disabled={!online}
            onChange={(parentId) => {
              if (parentId !== (value.parentId ?? null)) onChange({ parentId }, t('errors.groupParent'));
            }}
          />
        ) : null}
        <LogoField
          logo={value.logo ?? null}
          disabled={!online}
          onChange={(logo) => onChange({ logo }, t('errors.logo'))}
        />
        <IonItem className="admin-color-item">
          <IonLabel>{t('group.color')}</IonLabel>
          <ColorInput
            label={t('group.color')}
            disabled={!online}
            value={value.customColor ?? DEFAULT_MAIN_COLOR}
            onChange={(customColor) => onChange({ customColor }, t('errors.color'))}
          />
          {value.customColor ? (
            <IonButton
              slot="end"
              fill="clear"
              disabled={!online}
              onClick={() => onChange({ customColor: '' }, t('errors.color'))}
            >
              {t('group.colorReset')}
            </IonButton>
          ) : null}
        </IonItem>
      </IonList>
      <IonList inset className="admin-group-options">
        <IonListHeader>{t('group.options')}</IonListHeader>
        {GROUP_OPTION_KEYS.map((key) => (
          <OptionToggle
            key={key}
            name={key}
            label={t(`group.${key}`)}
            checked={value[key] ?? false}
            lockedBy={inherited?.[key] ? t('group.inherited') : null}
            disabled={!online}
            onChange={(on) => onChange({ [key]: on }, t('errors.groupOption'))}
          />
        ))}
      </IonList>
      <IonList inset className="admin-group-legal">
        {text('customLegalText', t('group.legalText'))}
        {text('customLegalTextConvention', t('group.legalTextConvention'))}
      </IonList>
    </>
  );
}
