/**
 * Unique-profile rule (accounts-costing §2, §4): a user limited to one profile does not choose. The
 * app selects the default profile, else the first, else asks to create one; after that creation it
 * waits PROFILE_SELECTION_AFTER_CREATION_MS and selects the default profile.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_SELECTION_AFTER_CREATION_MS, type Profile, type User } from '@constat/domain';

interface Actions {
  choose: (profile: Profile) => void;
  create: (header?: string) => Promise<Profile | null>;
}

function pickProfile(user: User): Profile | undefined {
  return user.profiles.find((profile) => profile.default) ?? user.profiles[0];
}

export function useUniqueProfileAutoSelect(user: User | null, active: boolean, { choose, create }: Actions) {
  const { t } = useTranslation();
  const started = useRef(false);
  const latestUser = useRef(user);

  useEffect(() => {
    latestUser.current = user;
  }, [user]);

  useEffect(() => {
    if (!active) started.current = false;
  }, [active]);

  useEffect(() => {
    if (!active || user === null || !user.uniqueProfile || started.current) return;
    started.current = true;
    const picked = pickProfile(user);
    if (picked !== undefined) {
      choose(picked);
      return;
    }
    void create(t('profiles.createFirst')).then((created) => {
      if (created === null) {
        started.current = false;
        return;
      }
      window.setTimeout(() => {
        const fresh = latestUser.current;
        choose((fresh && pickProfile(fresh)) ?? created);
      }, PROFILE_SELECTION_AFTER_CREATION_MS);
    });
  }, [active, user, choose, create, t]);
}
