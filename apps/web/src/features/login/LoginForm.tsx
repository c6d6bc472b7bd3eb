/**
 * Login and password in an inset group, the submit button, and the error line (3 s). Plain inputs
 * and button drawn as Ionic's (theme/login.css), like index.html's static copy, which this form
 * replaces with whatever was entered in it (app/loginShell.ts).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { leaveLoginShell, loginShellShown, whenLoginFormDrawn } from '../../app/loginShell.ts';
import { useLoginForm } from './useLoginForm.ts';

interface LoginFormProps {
  /** 'Mentions légales' was tapped on index.html's copy before this form took over. */
  onLegalAsked: () => void;
}

export function LoginForm({ onLegalAsked }: LoginFormProps) {
  const { t } = useTranslation();
  const form = useLoginForm();
  const formRef = useRef<HTMLFormElement>(null);
  const loginRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const takeOver = useRef({ form, onLegalAsked });
  takeOver.current = { form, onLegalAsked };

  // This form replaces the copy index.html showed before the JavaScript ran, with what was entered.
  useEffect(() => {
    const formElement = formRef.current;
    if (!formElement || !loginShellShown()) return;
    let cancelled = false;
    void whenLoginFormDrawn(formElement).then(() => {
      const entry = leaveLoginShell();
      if (cancelled || !entry) return;
      const { form: current, onLegalAsked: openLegal } = takeOver.current;
      if (entry.username !== current.username) current.setUsername(entry.username);
      if (entry.password !== '') current.setPassword(entry.password);
      if (entry.focus === 'login') loginRef.current?.focus();
      if (entry.focus === 'password') passwordRef.current?.focus();
      if (entry.submitted) void current.submit({ username: entry.username, password: entry.password });
      if (entry.legal) openLegal();
    });
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <form
      ref={formRef}
      className="login-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <div className="login-fields">
        <label className="login-field">
          <span className="login-field-inner">
            <span className="login-label">{t('login.login')}</span>
            <input
              ref={loginRef}
              className="login-input"
              name="login"
              placeholder={t('login.loginPlaceholder')}
              autoComplete="username"
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="next"
              value={form.username}
              onChange={(event) => form.setUsername(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  passwordRef.current?.focus();
                }
              }}
            />
          </span>
        </label>
        <label className="login-field">
          <span className="login-field-inner">
            <span className="login-label">{t('login.password')}</span>
            <input
              ref={passwordRef}
              className="login-input"
              name="password"
              type="password"
              placeholder={t('login.passwordPlaceholder')}
              autoComplete="current-password"
              enterKeyHint="go"
              value={form.password}
              onChange={(event) => form.setPassword(event.target.value)}
            />
          </span>
        </label>
      </div>

      <div className="login-message login-error" role="alert" aria-live="assertive">
        {form.error !== null ? (
          <>
            <span className="glyph glyph-alert" aria-hidden="true" />
            <span>{form.error}</span>
          </>
        ) : null}
      </div>

      <button
        type="submit"
        className="login-submit"
        disabled={form.submitting}
        data-state={form.submitting ? 'submitting' : 'idle'}
      >
        {form.submitting ? <span className="login-spinner" aria-hidden="true" /> : null}
        {form.submitting ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
