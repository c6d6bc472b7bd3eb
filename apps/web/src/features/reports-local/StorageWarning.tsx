/**
 * The device's storage use under the list (photos taken offline live there until saved), as a
 * warning when it is nearly full (90 % of the browser's quota).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatStorageUsage, type StorageUsage, toLocale } from '@constat/domain';
import { readStorageUsage } from '../../storage/persistence.ts';

const NEARLY_FULL_PERCENT = 90;

export function StorageWarning({ reportCount }: { reportCount: number }) {
  const { t, i18n } = useTranslation();
  const [usage, setUsage] = useState<StorageUsage | null>(null);
  useEffect(() => {
    void readStorageUsage().then(setUsage);
  }, [reportCount]);
  if (usage === null) return null;
  if (usage.percent !== null && usage.percent >= NEARLY_FULL_PERCENT) {
    return (
      <p className="local-warning storage-nearly-full" role="alert">
        {t('storage.nearlyFull', { percent: usage.percent })}
      </p>
    );
  }
  const language = toLocale(i18n.language);
  return (
    <p className="device-storage-note">
      {t('account.deviceStorage')} : {formatStorageUsage(usage, language)}
    </p>
  );
}
