/**
 * A lasting warning while the browser refused persistent storage and reports not yet on the server
 * are on the device (docs/ARCHITECTURE.md "Beyond the specification"): Safari would erase them after 7 days
 * without a visit, unless the app is installed on the home screen, which the warning explains how to do on
 * iOS.
 */
import { useTranslation } from 'react-i18next';
import { evictionPutsReportsAtRisk, type LocalReportSummary } from '@constat/domain';
import { useStoragePersistence } from '../../storage/useStoragePersistence.ts';
import { CAPTURE_NS } from '../capture/i18n/index.ts';

export function EvictionWarning({ reports }: { reports: readonly LocalReportSummary[] }) {
  const { t } = useTranslation(CAPTURE_NS);
  const persistence = useStoragePersistence();
  if (persistence === null || !evictionPutsReportsAtRisk(persistence, reports)) return null;
  return (
    <section className="local-warning eviction-warning" role="status" aria-labelledby="eviction-title">
      <h2 id="eviction-title">{t('list.evictionTitle')}</h2>
      <p>{t('list.eviction')}</p>
      <p>{t('list.evictionInstall')}</p>
    </section>
  );
}
