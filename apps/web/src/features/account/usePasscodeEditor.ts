/**
 * Setting, changing and removing a profile's passcode (accounts-costing §4, §5): 4 digits entered
 * twice, checked on the device with the domain's rule before anything is sent; removal after a
 * confirmation. The spec's messages for a wrong format, a mismatch and a failed call.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidPasscode, PASSCODE_LENGTH, type Profile } from '@constat/domain';
import { setProfilePasscode } from '../../api/profiles.ts';
import { reportError } from '../../app/errors/errorBus.ts';
import { ACCOUNT_NS } from './i18n/index.ts';
import { useAccountDialogs } from './useAccountDialogs.ts';

const digitInput = (name: string, placeholder: string) => ({
  name,
  type: 'password' as const,
  placeholder,
  attributes: {
    inputmode: 'numeric',
    maxlength: PASSCODE_LENGTH,
    autocomplete: 'off',
    'aria-label': placeholder,
  },
});

export function usePasscodeEditor(onSaved: () => Promise<unknown>) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { ask, confirm, tell } = useAccountDialogs();

  const set = useCallback(
    async (profile: Profile) => {
      const values = await ask({
        header: t('profile.passcodeHeader'),
        message: t('profile.passcodeMessage'),
        cssClass: 'passcode-set-alert',
        inputs: [
          digitInput('first', t('profile.passcodeFirst')),
          digitInput('second', t('profile.passcodeSecond')),
        ],
        submit: t('fields.save'),
      });
      if (values === null) return;
      const first = (values.first ?? '').trim();
      const second = (values.second ?? '').trim();
      if (!isValidPasscode(first)) return tell(t('errorTitle'), t('profile.passcodeFormat'));
      if (first !== second) return tell(t('errorTitle'), t('profile.passcodeMismatch'));
      try {
        await setProfilePasscode(profile.id, first);
        await onSaved();
      } catch (error) {
        reportError({ title: t('errorTitle'), message: t('profile.passcodeError'), cause: error });
      }
    },
    [ask, tell, onSaved, t],
  );

  const remove = useCallback(
    async (profile: Profile) => {
      if (!(await confirm(t('profile.passcodeRemoveConfirm', { name: profile.name })))) return;
      try {
        await setProfilePasscode(profile.id, null);
        await onSaved();
      } catch (error) {
        reportError({ title: t('errorTitle'), message: t('profile.passcodeRemoveError'), cause: error });
      }
    },
    [confirm, onSaved, t],
  );

  return { set, remove };
}
