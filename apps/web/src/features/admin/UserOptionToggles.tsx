/**
 * A user's options (accounts-costing §2, §6), the same on a new user and an existing one: the admin
 * flag, self-service (a super admin's alone to give), and the three options a group may force.
 */
import { useTranslation } from 'react-i18next';
import { IonList, IonListHeader } from '../../ui/ionic.ts';
import type { UserOptions } from './adminApi.ts';
import { ADMIN_NS } from './i18n/index.ts';
import { OptionToggle } from './OptionToggle.tsx';

const FORCED = ['uniqueProfile', 'defaultListAllProfiles', 'hideLegend'] as const;
export type ForcedOption = (typeof FORCED)[number];

interface UserOptionTogglesProps {
  value: UserOptions;
  superAdmin: boolean;
  disabled?: boolean;
  /** The admin flag's own: taking one's own away would lock one out of these screens. */
  adminDisabled?: boolean;
  /** Why an option is forced on by the user's group, or null. */
  lockedBy?: (key: ForcedOption) => string | null;
  onChange: (changes: UserOptions) => void;
}

export function UserOptionToggles({
  value,
  superAdmin,
  disabled,
  adminDisabled = disabled,
  lockedBy = () => null,
  onChange,
}: UserOptionTogglesProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <IonList inset className="admin-user-options">
      <IonListHeader>{t('user.options')}</IonListHeader>
      <OptionToggle
        name="admin"
        label={t('user.admin')}
        checked={value.admin ?? false}
        lockedBy={null}
        disabled={adminDisabled}
        onChange={(admin) => onChange({ admin })}
      />
      {superAdmin ? (
        <OptionToggle
          name="canAutoEdl"
          label={t('user.canAutoEdl')}
          checked={value.canAutoEdl ?? false}
          lockedBy={null}
          disabled={disabled}
          onChange={(canAutoEdl) => onChange({ canAutoEdl })}
        />
      ) : null}
      {FORCED.map((key) => (
        <OptionToggle
          key={key}
          name={key}
          label={t(`user.${key}`)}
          checked={value[key] ?? false}
          lockedBy={lockedBy(key)}
          disabled={disabled}
          onChange={(on) => onChange({ [key]: on })}
        />
      ))}
    </IonList>
  );
}
