/**
 * What the profile selection screen does: choose (with the passcode when set), create (a name
 * prompt), mark as default, delete (after confirmation). Server changes are followed by a fresh
 * GET /api/me; failures go to the central error handler.
 */
import { useCallback } from 'react';
import { useIonAlert } from '../../ui/overlays.ts';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@constat/domain';
import { createProfile, deleteProfile, makeDefaultProfile } from '../../api/profiles.ts';
import { ApiError } from '../../api/errors.ts';
import { reportError } from '../../app/errors/errorBus.ts';
import { useGo } from '../../app/layout/useGo.ts';
import { PATHS } from '../../app/routes.ts';
import { useSession } from '../../app/session/SessionContext.ts';
import { usePasscodeCheck } from './usePasscodeCheck.ts';

/**
 * A refusal the user can act on (a name already taken, a single-profile account) is an 'Erreur'
 * with the server's message, not an 'Erreur technique'; anything else goes to the catalogue.
 */
function refusal(error: unknown, title: string): unknown {
  if (error instanceof ApiError && (error.status === 403 || error.status === 409)) {
    return { title, message: error.message, cause: error };
  }
  return error;
}

export function useProfileActions() {
  const { t } = useTranslation();
  const { selectProfile, reloadUser } = useSession();
  // One hook per dialog: Ionic's useIonAlert ignores a present() while its last alert is still closing.
  const [presentNamePrompt] = useIonAlert();
  const [presentDeleteConfirm] = useIonAlert();
  const checkPasscode = usePasscodeCheck();
  const go = useGo();

  const choose = useCallback(
    (profile: Profile) =>
      checkPasscode(profile, () => {
        selectProfile(profile.id);
        go(PATHS.edlsLocal, 'root');
      }),
    [checkPasscode, selectProfile, go],
  );

  /** Asks for a name; resolves with the created profile, or null when cancelled or failed. */
  const create = useCallback(
    (header: string = t('profiles.newHeader')) =>
      new Promise<Profile | null>((resolve) => {
        void presentNamePrompt({
          header,
          cssClass: 'profile-name-alert',
          inputs: [
            { name: 'name', placeholder: t('profiles.namePlaceholder'), attributes: { maxlength: 100 } },
          ],
          onDidDismiss: (event) => {
            if (event.detail.role !== 'create') resolve(null);
          },
          buttons: [
            { text: t('app.cancel'), role: 'cancel' },
            {
              text: t('profiles.create'),
              role: 'create',
              handler: (values: { name?: string }) => {
                const name = (values.name ?? '').trim();
                if (name === '') return false;
                createProfile(name)
                  .then(async (profile) => {
                    await reloadUser();
                    resolve(profile);
                  })
                  .catch((error: unknown) => {
                    reportError(refusal(error, t('profiles.refusedTitle')));
                    resolve(null);
                  });
                return true;
              },
            },
          ],
        });
      }),
    [presentNamePrompt, reloadUser, t],
  );

  const makeDefault = useCallback(
    (profile: Profile) => {
      makeDefaultProfile(profile.id)
        .then(() => reloadUser())
        .catch(reportError);
    },
    [reloadUser],
  );

  const remove = useCallback(
    (profile: Profile) => {
      void presentDeleteConfirm({
        header: t('app.attention'),
        message: t('profiles.deleteConfirm', { name: profile.name }),
        buttons: [
          { text: t('app.cancel'), role: 'cancel' },
          {
            text: t('app.confirm'),
            role: 'destructive',
            handler: () => {
              deleteProfile(profile.id)
                .then(() => reloadUser())
                .catch(reportError);
            },
          },
        ],
      });
    },
    [presentDeleteConfirm, reloadUser, t],
  );

  return { choose, create, makeDefault, remove };
}
