/**
 * The marks of the exit comparison (docs/ARCHITECTURE.md "Beyond the specification"): a badge on what
 * changed, was added or is gone, one line per changed field (entry value -> exit value, with a meter's
 * consumption), and the fold that keeps unchanged items out of the way until asked for.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComparedStatus, FieldChange } from '@constat/domain';
import { CAPTURE_NS } from '../capture/i18n/index.ts';
import { EDITOR_NS } from '../editor/i18n/index.ts';
import type { NameOf } from '../editor/names.ts';
import { fieldLabel } from '../editor/rate/fieldLabel.ts';

const BADGE_KEYS = {
  changed: 'comparison.changed',
  added: 'comparison.added',
  removed: 'comparison.removed',
} as const;

const ROOM_BADGE_KEYS = {
  ...BADGE_KEYS,
  added: 'comparison.roomAdded',
  removed: 'comparison.roomRemoved',
} as const;

export function StatusBadge({ status, room = false }: { status: ComparedStatus; room?: boolean }) {
  const { t } = useTranslation(CAPTURE_NS);
  if (status === 'same') return null;
  return (
    <span className={`comparison-badge badge-${status}`}>
      {t((room ? ROOM_BADGE_KEYS : BADGE_KEYS)[status])}
    </span>
  );
}

/** Free texts are shown as typed; catalogue values in the report's language. */
const FREE_TEXT = ['other', 'serialNumber', 'number', 'kwPeak', 'kwOffPeak', 'm3', 'equipment'];

const UNITS: Record<string, string> = { kwPeak: 'kWh', kwOffPeak: 'kWh', m3: 'm³' };

export function ChangeLines({ fields, nameOf }: { fields: readonly FieldChange[]; nameOf: NameOf }) {
  const { t, i18n } = useTranslation(CAPTURE_NS);
  const { t: te } = useTranslation(EDITOR_NS);
  const shown = (field: string, value: string | null) => {
    if (value === null) return t('recap.notFilled');
    return FREE_TEXT.includes(field) ? value : nameOf(value);
  };
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 });
  return (
    <ul className="comparison-changes">
      {fields.map((change) => (
        <li key={change.field} className={`comparison-change field-${change.field}`}>
          <span className="comparison-change-field">{fieldLabel(te, change.field)}</span>
          <span className="comparison-change-values">
            <span className="change-from">{shown(change.field, change.entrant)}</span>
            <span aria-hidden="true"> → </span>
            <span className="comparison-visually-hidden"> {t('comparison.becomes')} </span>
            <span className="change-to">{shown(change.field, change.sortant)}</span>
          </span>
          {change.consumption !== null ? (
            <span className="comparison-consumption">
              {t('comparison.consumption', {
                value: number.format(change.consumption),
                unit: UNITS[change.field] ?? '',
              })}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Unchanged items, folded by default behind their count; their content is only built once opened
 * (most of a large report is unchanged).
 */
export function Folded({ label, children }: { label: string; children: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="comparison-unchanged" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{label}</summary>
      {open ? children() : null}
    </details>
  );
}
