/** Login and password in an inset group, the submit button, and the error line (3 s). */
import { useRef } from 'react';
import { IonButton, IonIcon, IonInput, IonItem, IonList, IonSpinner } from '@ionic/react';
import { alertCircle } from './icons.ts';
import { useTranslation } from 'react-i18next';
import { useLoginForm } from './useLoginForm.ts';

export function LoginForm() {
  const { t } = useTranslation();
  const form = useLoginForm();
  const passwordRef = useRef<HTMLIonInputElement>(null);

  return (
    <form
      className="login-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <IonList inset className="login-fields">
        <IonItem>
          <IonInput
            name="login"
            label={t('login.login')}
            labelPlacement="stacked"
            placeholder={t('login.loginPlaceholder')}
            autocomplete="username"
            autocapitalize="off"
            autocorrect={false}
            spellcheck={false}
            enterkeyhint="next"
            value={form.username}
            onIonInput={(event) => form.setUsername(event.detail.value ?? '')}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void passwordRef.current?.setFocus();
              }
            }}
          />
        </IonItem>
        <IonItem>
          <IonInput
            ref={passwordRef}
            name="password"
            type="password"
            label={t('login.password')}
            labelPlacement="stacked"
            placeholder={t('login.passwordPlaceholder')}
            autocomplete="current-password"
            enterkeyhint="go"
            value={form.password}
            onIonInput={(event) => form.setPassword(event.detail.value ?? '')}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void form.submit();
              }
            }}
          />
        </IonItem>
      </IonList>

      <div className="login-error" role="alert" aria-live="assertive">
        {form.error !== null ? (
          <>
            <IonIcon icon={alertCircle} aria-hidden="true" />
            <span>{form.error}</span>
          </>
        ) : null}
      </div>

      <IonButton
        type="submit"
        expand="block"
        className="login-submit"
        disabled={form.submitting}
        data-state={form.submitting ? 'submitting' : 'idle'}
      >
        {form.submitting ? <IonSpinner name="crescent" slot="start" /> : null}
        {form.submitting ? t('login.submitting') : t('login.submit')}
      </IonButton>
    </form>
  );
}
