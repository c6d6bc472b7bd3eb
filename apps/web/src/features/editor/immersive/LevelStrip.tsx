/**
 * One level of the immersive header (module, entry or sub-entry): previous, current and next
 * names. The neighbours are buttons that jump to them.
 */
import { IonIcon } from '../../../ui/ionic.ts';
import { chevronBack, chevronForward } from '../icons.ts';
import { useTranslation } from 'react-i18next';
import type { WalkLevel } from '@constat/domain';
import { EDITOR_NS } from '../i18n/index.ts';
import type { NameOf } from '../names.ts';

interface LevelStripProps {
  level: WalkLevel;
  label: string;
  nameOf: NameOf;
  onJump: (id: number) => void;
}

export function LevelStrip({ level, label, nameOf, onJump }: LevelStripProps) {
  const { t } = useTranslation(EDITOR_NS);
  const side = (item: WalkLevel['previous'], icon: string, className: string) =>
    item ? (
      <button
        type="button"
        className={`level-side ${className}`}
        aria-label={t('immersive.goTo', { name: nameOf(item.name) })}
        onClick={() => onJump(item.id)}
      >
        {className === 'level-previous' ? <IonIcon icon={icon} aria-hidden="true" /> : null}
        <span>{nameOf(item.name)}</span>
        {className === 'level-next' ? <IonIcon icon={icon} aria-hidden="true" /> : null}
      </button>
    ) : (
      <span className={`level-side ${className}`} />
    );
  return (
    <div className="level-strip" role="group" aria-label={label}>
      {side(level.previous, chevronBack, 'level-previous')}
      <div className="level-current">
        <span className="level-label">{label}</span>
        <strong>{nameOf(level.current.name)}</strong>
      </div>
      {side(level.next, chevronForward, 'level-next')}
    </div>
  );
}
