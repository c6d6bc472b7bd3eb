/**
 * A report's status line while it is being saved (inspection-core §2, §4): queued, 'saving in
 * progress' with a progress bar of the bytes sent, waiting for the network, then 'Enregistré !'.
 */
import { useTranslation } from 'react-i18next';
import { CAPTURE_NS } from '../capture/i18n/index.ts';
import type { SavePhase } from './saveQueue.ts';

export function SaveStatus({ phase }: { phase: SavePhase }) {
  const { t } = useTranslation(CAPTURE_NS);
  if (phase.kind === 'saved') {
    return (
      <p className="local-report-status status-saved save-flash" role="status">
        <span className="status-dot" aria-hidden="true" />
        {t('list.savedFlash')}
      </p>
    );
  }
  if (phase.kind === 'waiting' || phase.kind === 'queued') {
    return (
      <p className={`local-report-status status-${phase.kind}`} role="status">
        <span className="status-dot" aria-hidden="true" />
        {t(phase.kind === 'waiting' ? 'list.statusWaiting' : 'list.statusQueued')}
      </p>
    );
  }
  const percent = phase.total > 0 ? Math.floor((phase.sent / phase.total) * 100) : 0;
  return (
    <div className="local-report-status status-saving" role="status">
      <span>
        <span className="status-dot" aria-hidden="true" />
        {t('list.statusSaving')}
      </span>
      <progress
        className="save-progress"
        max={phase.total || 1}
        value={phase.sent}
        aria-label={t('list.saveProgress', { percent })}
      />
    </div>
  );
}
