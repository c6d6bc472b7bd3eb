/**
 * One credential of an invitation (accounts-costing §2): its value, viewable (a password stays
 * hidden until shown) and copyable, with 'Copié !' beside it for 3 s after a copy.
 */
import { IonButton, IonIcon } from '../../ui/ionic.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyOutline, eyeOffOutline, eyeOutline } from './icons.ts';
import { AUTO_EDLS_NS } from './i18n/index.ts';

interface CredentialRowProps {
  kind: 'login' | 'password';
  value: string;
  copied: boolean;
  onCopy: () => void;
}

const MASK = '••••••••••';

export function CredentialRow({ kind, value, copied, onCopy }: CredentialRowProps) {
  const { t } = useTranslation(AUTO_EDLS_NS);
  const secret = kind === 'password';
  const [shown, setShown] = useState(!secret);
  return (
    <div className={`auto-edl-credential auto-edl-${kind}`}>
      <span className="auto-edl-credential-label">{t(kind)}</span>
      <code className="auto-edl-credential-value">{shown ? value : MASK}</code>
      {secret ? (
        <IonButton
          fill="clear"
          size="small"
          className="auto-edl-show"
          aria-pressed={shown}
          aria-label={shown ? t('hidePassword') : t('showPassword')}
          onClick={() => setShown((now) => !now)}
        >
          <IonIcon slot="icon-only" icon={shown ? eyeOffOutline : eyeOutline} aria-hidden="true" />
        </IonButton>
      ) : null}
      <IonButton
        fill="clear"
        size="small"
        className="auto-edl-copy"
        aria-label={secret ? t('copyPassword') : t('copyLogin')}
        onClick={onCopy}
      >
        <IonIcon slot="icon-only" icon={copyOutline} aria-hidden="true" />
      </IonButton>
      <span className="auto-edl-copied" role="status" aria-live="polite">
        {copied ? t('copied') : ''}
      </span>
    </div>
  );
}
