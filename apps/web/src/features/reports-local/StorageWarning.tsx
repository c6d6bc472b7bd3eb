/** A warning when the device's storage for the app is nearly full (90 % of the browser's quota). */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStorageUsage } from '../../storage/persistence.ts';

const NEARLY_FULL_PERCENT = 90;

export function StorageWarning() {
  const { t } = useTranslation();
  const [percent, setPercent] = useState<number | null>(null);
  useEffect(() => {
    void readStorageUsage().then((usage) => setPercent(usage?.percent ?? null));
  }, []);
  if (percent === null || percent < NEARLY_FULL_PERCENT) return null;
  return (
    <p className="local-warning storage-nearly-full" role="alert">
      {t('storage.nearlyFull', { percent })}
    </p>
  );
}
