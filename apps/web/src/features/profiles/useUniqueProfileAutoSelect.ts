/**
 * Unique-profile rule (accounts-costing §2, §4): a user limited to one profile does not choose. The
 * app selects the default profile, else the first, else asks to create one; after that creation it
 * waits PROFILE_SELECTION_AFTER_CREATION_MS and selects the default profile, unless the screen was
 * left or the session ended meanwhile (the wait is cancelled on unmount, on leaving and on logout).
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
  const stillActive = useRef(active);
  const pendingChoice = useRef<number | undefined>(undefined);

  useEffect(() => {
    latestUser.current = user;
  }, [user]);

  useEffect(() => {
    stillActive.current = active;
    if (active) return;
    // Left the screen (a choice made, logout, session lost): nothing may be chosen behind its back.
    started.current = false;
    window.clearTimeout(pendingChoice.current);
    pendingChoice.current = undefined;
  }, [active]);

  useEffect(
    () => () => {
      stillActive.current = false;
      window.clearTimeout(pendingChoice.current);
    },
    [],
  );

  useEffect(() => {
    if (!active || user === null || !user.uniqueProfile || started.current) return;
    started.current = true;
    const picked = pickProfile(user);
    if (picked !== undefined) {
      choose(picked);
      return;
    }
    const owner = user.id;
    void create(t('profiles.createFirst')).then((created) => {
      if (created === null) {
        started.current = false;
        return;
      }
      if (!stillActive.current) return;
      window.clearTimeout(pendingChoice.current);
      pendingChoice.current = window.setTimeout(() => {
        pendingChoice.current = undefined;
        // Only while the same user is still signed in (not after a logout or a lost session).
        const fresh = latestUser.current;
        if (fresh === null || fresh.id !== owner) return;
        choose(pickProfile(fresh) ?? created);
      }, PROFILE_SELECTION_AFTER_CREATION_MS);
    });
  }, [active, user, choose, create, t]);
}
