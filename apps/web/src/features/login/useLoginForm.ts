/** Login form state: idle, logging in, then success (the session redirects) or an error for 3 s. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_ERROR_MS, validateLogin } from '@constat/domain';
import { useSession } from '../../app/session/SessionContext.ts';
import { lastLogin } from '../../app/session/SessionProvider.tsx';
import { loginErrorMessage } from './loginError.ts';

export function useLoginForm() {
  const { t } = useTranslation();
  const { login } = useSession();
  const [username, setUsername] = useState(lastLogin);
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (error === null) return undefined;
    const timer = window.setTimeout(() => setError(null), LOGIN_ERROR_MS);
    return () => window.clearTimeout(timer);
  }, [error]);

  /** `entered`: credentials typed before this form showed (app/loginShell.ts), else the form's. */
  const submit = async (entered: { username: string; password: string } = { username, password }) => {
    if (submitting) return;
    if (validateLogin({ login: entered.username, password: entered.password }) !== null) {
      setError(t('login.credentialsRequired'));
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      await login(entered.username.trim(), entered.password);
      setPassword('');
    } catch (failure) {
      setError(loginErrorMessage(failure, t));
    } finally {
      setSubmitting(false);
    }
  };

  return { username, setUsername, password, setPassword, submitting, error, submit };
}
