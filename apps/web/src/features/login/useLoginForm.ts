/** Login form state: idle, logging in, then success (the session redirects) or an error for 3 s. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_ERROR_MS } from '@constat/domain';
import { useSession } from '../../app/session/SessionContext.ts';
import { lastLogin } from '../../app/session/SessionProvider.tsx';
import { missingCredentials, signInMessage, type Credentials, type LoginTranslate } from './loginError.ts';

export function useLoginForm() {
  const { t: translate } = useTranslation();
  const t: LoginTranslate = (key, values) => translate(key, values);
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
  const submit = async (entered: Credentials = { username, password }) => {
    if (submitting) return;
    const missing = missingCredentials(entered, t);
    if (missing !== null) {
      setError(missing);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const message = await signInMessage(entered, login, t);
      if (message === null) setPassword('');
      else setError(message);
    } finally {
      setSubmitting(false);
    }
  };

  return { username, setUsername, password, setPassword, submitting, error, submit };
}
