/**
 * Entering a profile protected by a passcode (accounts-costing §2, §5): 4 digits checked on the
 * device with the domain's passcodeMatches (works offline); a wrong one shows 'Erreur' /
 * 'Code secret erroné'.
 */
import { useCallback } from 'react';
import { useIonAlert } from '../../ui/overlays.ts';
import { useTranslation } from 'react-i18next';
import { PASSCODE_LENGTH, passcodeMatches, type Profile } from '@constat/domain';

export function usePasscodeCheck(): (profile: Profile, onSuccess: () => void) => void {
  const { t } = useTranslation();
  // Two hooks: Ionic's useIonAlert shows one alert at a time, and the error follows the prompt.
  const [presentPrompt] = useIonAlert();
  const [presentError] = useIonAlert();

  return useCallback(
    (profile: Profile, onSuccess: () => void) => {
      if (profile.passcode === null) {
        onSuccess();
        return;
      }
      const scrambled = profile.passcode;
      void presentPrompt({
        header: t('profiles.passcodeHeader'),
        message: t('profiles.passcodeMessage', { name: profile.name }),
        cssClass: 'passcode-alert',
        inputs: [
          {
            name: 'passcode',
            type: 'password',
            placeholder: '••••',
            attributes: { inputmode: 'numeric', maxlength: PASSCODE_LENGTH, autocomplete: 'off' },
          },
        ],
        buttons: [
          { text: t('app.cancel'), role: 'cancel' },
          {
            text: t('profiles.passcodeSubmit'),
            handler: (values: { passcode?: string }) => {
              if (passcodeMatches(scrambled, (values.passcode ?? '').trim())) onSuccess();
              else
                void presentError({
                  header: t('profiles.passcodeWrongTitle'),
                  message: t('profiles.passcodeWrong'),
                  buttons: [t('app.ok')],
                });
            },
          },
        ],
      });
    },
    [presentPrompt, presentError, t],
  );
}
