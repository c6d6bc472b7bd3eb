/**
 * Calibration screens (accounts-costing §2): own ('Mon calibrage pour auto-chiffrage'), of a user
 * ("Calibrage pour auto-chiffrage de '{login}'") and of a group. Inherited lines are read-only beside
 * the own cost; the status line says loading, saving, saved (2 s); everything is disabled offline.
 */
import { IonButton, IonList, IonNote } from '../../ui/ionic.ts';
import { IonBackButton } from '../../ui/ionicDeferred.ts';
import { IonAlert } from '../../ui/overlays.ts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { PATHS } from '../../app/routes.ts';
import { useSession } from '../../app/session/SessionContext.ts';
import { fetchGroupParent, fetchUserLogin, type CalibrationTarget } from './api.ts';
import { CalibrationRow } from './CalibrationRow.tsx';
import { CALIBRATION_NS } from './i18n/index.ts';
import { useCalibration } from './useCalibration.ts';
import { useOnline } from '../../app/network/useOnline.ts';
import { useServerQuery } from '../../app/query/useServerQuery.ts';
import './calibration.css';

/** Whose calibration a screen shows: fixed by its route, never by the current address. */
type CalibrationScreen = 'own' | 'user' | 'group';

/**
 * The screen's target from its own route's parameters. Ionic keeps a left page mounted under the next
 * one, where the current address is another screen's: reading it there turned 'Calibrage du groupe'
 * into the user calibration of the group's id on leaving by the tab bar ('Utilisateur introuvable').
 */
function useTarget(screen: CalibrationScreen): {
  target: CalibrationTarget | null;
  route: string;
  back: string;
} {
  const { id } = useParams();
  const { user } = useSession();
  return useMemo(() => {
    if (screen === 'group' && id) {
      const back = `${PATHS.account}/groupes-utilisateurs/${id}`;
      return { target: { owner: 'group', id: Number(id) }, route: 'userGroupCostingCalibration', back };
    }
    if (screen === 'user' && id) {
      const back = `${PATHS.account}/utilisateurs/${id}`;
      return { target: { owner: 'user', id: Number(id) }, route: 'userCostingCalibration', back };
    }
    const target = user ? ({ owner: 'user', id: user.id } as const) : null;
    return { target, route: 'costingCalibration', back: PATHS.account };
  }, [screen, id, user]);
}

/** For a group's calibration, whether the group is top-level (nothing to inherit); null until known. */
function useIsTopLevelGroup(target: CalibrationTarget | null): boolean | null {
  const groupId = target?.owner === 'group' ? target.id : null;
  const { data } = useServerQuery({
    key: ['calibration', 'groupParent', groupId],
    load: () => fetchGroupParent(groupId ?? 0),
    enabled: groupId !== null,
    // Unknown (offline): the hint is left out.
    meta: { silent: true },
  });
  return data === null ? null : data.parentId === null;
}

/** 'Calibrage pour auto-chiffrage de {login}' (/mon-compte/utilisateurs/:id/calibrage). */
export const UserCalibrationPage = () => <CalibrationPage screen="user" />;
/** 'Calibrage du groupe' (/mon-compte/groupes-utilisateurs/:id/calibrage). */
export const GroupCalibrationPage = () => <CalibrationPage screen="group" />;

export default function CalibrationPage({ screen = 'own' }: { screen?: CalibrationScreen }) {
  const { t } = useTranslation(CALIBRATION_NS);
  const { t: tt } = useTranslation();
  const { target, route, back } = useTarget(screen);
  const online = useOnline();
  const { user } = useSession();
  const state = useCalibration(target);
  const otherUser = route === 'userCostingCalibration' && target !== null && target.id !== user?.id;
  const login =
    useServerQuery({
      key: ['calibration', 'userLogin', target?.id],
      load: () => fetchUserLogin(target?.id ?? 0),
      enabled: otherUser,
      meta: { silent: true },
    }).data?.login ?? '';

  const title =
    route === 'userGroupCostingCalibration'
      ? t('groupTitle')
      : otherUser
        ? t('userTitle', { login })
        : tt('titles.costingCalibration');
  const owner = target?.owner ?? 'user';
  const { config } = state;
  const hasInherited = owner === 'group' ? state.items.some((item) => item.parent) : user?.group != null;
  const topLevel = useIsTopLevelGroup(target);
  const hint =
    owner === 'group'
      ? topLevel === null
        ? null
        : topLevel
          ? t('topGroupHint')
          : t('groupHint')
      : hasInherited
        ? t('userHint')
        : null;
  const statusText =
    state.status === 'loading'
      ? t('loading')
      : state.status === 'saving'
        ? t('saving')
        : state.status === 'saved'
          ? t('saved')
          : '';

  return (
    <LargeTitlePage
      route={route}
      className="calibration-page"
      title={title}
      start={<IonBackButton text={tt('app.back')} defaultHref={back} />}
    >
      <p className="calibration-status" role="status" aria-live="polite">
        {statusText}
      </p>
      {!online ? <p className="calibration-offline">{t('offline')}</p> : null}
      {hint ? <p className="calibration-hint">{hint}</p> : null}
      {config !== null ? (
        <IonList inset className="calibration-list">
          {state.items.length === 0 && state.status !== 'loading' ? (
            <IonNote className="calibration-empty">{t('empty')}</IonNote>
          ) : null}
          {state.items.map((item) => (
            <CalibrationRow
              key={`${item.key}-${state.revision}`}
              item={item}
              config={config}
              owner={owner}
              inherited={state.inherited(item)}
              disabled={!online}
              onChange={(next, own) => state.change(item.key, next, own)}
              onDelete={() => state.remove(item.key)}
            />
          ))}
        </IonList>
      ) : null}
      <div className="calibration-actions">
        <IonButton expand="block" onClick={state.add} disabled={!online || state.config === null}>
          {t('add')}
        </IonButton>
      </div>
      <IonAlert
        isOpen={state.refusal !== null}
        header={state.refusal?.title}
        message={state.refusal?.message}
        buttons={[t('ok')]}
        onDidDismiss={state.dismissRefusal}
      />
    </LargeTitlePage>
  );
}
