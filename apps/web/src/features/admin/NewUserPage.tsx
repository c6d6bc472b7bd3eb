/**
 * A new user (accounts-costing §2, §5, §6): login (hint: no spaces), e-mail, group (required unless
 * a super admin creates; "Sans groupe" is theirs alone), the admin flag, self-service (super admin
 * only), the options, and an optional password (empty: a random one is e-mailed). Invalid input
 * shows the spec's dialog and each field's message. `?group=` preselects the group of the list the
 * admin came from.
 */
import { IonBackButton } from '../../ui/ionicDeferred.ts';
import { IonButton, IonInput, IonItem, IonList, IonNote } from '../../ui/ionic.ts';
import { isSuperAdmin, validateNewUser, type FieldErrors } from '@constat/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { Redirect } from '../../app/layout/Redirect.tsx';
import { useGo } from '../../app/layout/useGo.ts';
import { useOnline } from '../../app/network/useOnline.ts';
import { PATHS } from '../../app/routes.ts';
import { useSession } from '../../app/session/SessionContext.ts';
import { reportError } from '../../app/errors/errorBus.ts';
import { ApiError } from '../../api/errors.ts';
import { userBack } from './access.ts';
import { AdminNotes } from './AdminNotes.tsx';
import { createUser, fetchGroupTree, type NewUser } from './adminApi.ts';
import { GroupSelect } from './GroupSelect.tsx';
import { ADMIN_NS } from './i18n/index.ts';
import { UserOptionToggles } from './UserOptionToggles.tsx';
import { useRemote } from './useRemote.ts';
import './admin.css';

/** Field messages the server sent back (`detail` of a 400), when it sent a map of them. */
function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || typeof error.detail !== 'object' || error.detail === null) return {};
  return Object.fromEntries(
    Object.entries(error.detail).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export default function NewUserPage() {
  const { t } = useTranslation(ADMIN_NS);
  const { user: me } = useSession();
  const online = useOnline();
  const go = useGo();
  const { search } = useLocation();
  const preset = Number(new URLSearchParams(search).get('group')) || null;
  const superAdmin = me !== null && isSuperAdmin(me);
  const tree = useRemote(['groupTree'], me?.admin ? fetchGroupTree : null, online);
  const [form, setForm] = useState<NewUser>(() => ({
    login: '',
    email: '',
    groupId: preset ?? (superAdmin ? null : (me?.groupId ?? null)),
    password: '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  if (me !== null && !me.admin) return <Redirect to={PATHS.account} />;

  const set = (changes: Partial<NewUser>) => setForm((current) => ({ ...current, ...changes }));
  const invalid = (fields: FieldErrors) => {
    setErrors(fields);
    reportError({ title: t('invalidTitle'), message: t('invalidForm') });
  };
  const submit = () => {
    const found = validateNewUser(form, { admin: me?.admin ?? false, groupId: me?.groupId ?? null });
    if (Object.keys(found).length > 0) return invalid(found);
    setErrors({});
    setSending(true);
    createUser({ ...form, login: form.login.trim(), email: form.email.trim() })
      .then(
        (created) => go(userBack(created), 'root'),
        (error: unknown) => {
          const fields = serverFieldErrors(error);
          if (Object.keys(fields).length > 0) invalid(fields);
          else if (error instanceof ApiError && error.status < 500)
            reportError({ title: t('invalidTitle'), message: error.message, cause: error });
          else reportError({ message: t('errors.create'), cause: error });
        },
      )
      .finally(() => setSending(false));
  };
  const fieldError = (name: string) =>
    errors[name] ? <span className={`admin-field-error error-${name}`}>{errors[name]}</span> : null;

  return (
    <LargeTitlePage
      route="newUser"
      title={t('titles.newUser', { ns: 'translation' })}
      className="admin-page"
      start={
        <IonBackButton
          text={t('app.back', { ns: 'translation' })}
          defaultHref={preset ? `/mon-compte/utilisateurs/groupe/${preset}` : '/mon-compte/utilisateurs'}
        />
      }
    >
      <AdminNotes online={online} loading={false} notFound={false} />
      <IonList inset className="admin-new-user">
        <IonItem>
          <IonInput
            name="login"
            label={t('user.login')}
            labelPlacement="stacked"
            helperText={t('user.loginHint')}
            autocapitalize="off"
            value={form.login}
            onIonInput={(event) => set({ login: String(event.detail.value ?? '') })}
          />
        </IonItem>
        {fieldError('login')}
        <IonItem>
          <IonInput
            name="email"
            type="email"
            label={t('user.email')}
            labelPlacement="stacked"
            value={form.email}
            onIonInput={(event) => set({ email: String(event.detail.value ?? '') })}
          />
        </IonItem>
        {fieldError('email')}
        <GroupSelect
          name="groupId"
          label={t('user.group')}
          nodes={tree.data ?? []}
          value={form.groupId}
          noneLabel={superAdmin ? t('user.noGroupOption') : null}
          onChange={(groupId) => set({ groupId })}
        />
        {fieldError('groupId')}
        <IonItem>
          <IonInput
            name="password"
            type="password"
            autocomplete="new-password"
            label={t('user.passwordOptional')}
            labelPlacement="stacked"
            helperText={t('user.passwordHint')}
            value={form.password}
            onIonInput={(event) => set({ password: String(event.detail.value ?? '') })}
          />
        </IonItem>
        {fieldError('password')}
      </IonList>
      <UserOptionToggles value={form} superAdmin={superAdmin} onChange={set} />
      <div className="admin-actions">
        <IonButton expand="block" className="admin-create" disabled={!online || sending} onClick={submit}>
          {t('user.create')}
        </IonButton>
        {sending ? <IonNote>{t('loading')}</IonNote> : null}
      </div>
    </LargeTitlePage>
  );
}
