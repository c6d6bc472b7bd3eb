/**
 * The décret's items a report still lacks (docs/ARCHITECTURE.md "Beyond the specification"), listed above the
 * recap's closing button: a blocking item keeps the report from being signed, the forwarding address is only
 * a warning (the spec lets the agent finalise without it). The rule is the domain's.
 */
import { IonButton } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import type { MissingDecreeItem } from '@constat/domain';
import { CAPTURE_NS } from '../capture/i18n/index.ts';

interface Props {
  missing: readonly MissingDecreeItem[];
  onComplete: () => void;
}

export function MissingItems({ missing, onComplete }: Props) {
  const { t } = useTranslation(CAPTURE_NS);
  if (missing.length === 0) return null;
  const blocking = missing.some((item) => item.blocking);
  return (
    <section
      className="recap-missing"
      role={blocking ? 'alert' : 'status'}
      aria-labelledby="recap-missing-title"
    >
      <h2 id="recap-missing-title">{t('recap.missingTitle')}</h2>
      <ul>
        {missing.map((item) => (
          <li key={item.item} data-item={item.item} className={item.blocking ? 'blocking' : 'warning'}>
            {t(`recap.missing.${item.item}`)}
            {item.blocking ? null : (
              <span className="recap-missing-note"> ({t('recap.missingWarning')})</span>
            )}
          </li>
        ))}
      </ul>
      {blocking ? <p>{t('recap.missingBlocking')}</p> : null}
      <IonButton fill="outline" size="small" className="recap-complete" onClick={onComplete}>
        {t('recap.completeInfo')}
      </IonButton>
    </section>
  );
}
