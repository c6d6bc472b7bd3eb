/**
 * The path of the selection, module > entry > sub-entry, with a back button one level up
 * (inspection-core §2). On a phone it is the way back out of a column; each crumb jumps to its level.
 * Plain buttons and icons drawn as Ionic's (editor.css "Breadcrumb"), like the top bar's (EditorToolbar.tsx).
 */
import { PlainIcon } from '../../ui/PlainIcon.tsx';
import { chevronBack, chevronForward } from './icons.ts';
import { useTranslation } from 'react-i18next';
import type { ElementPath } from '@constat/domain';
import { EDITOR_NS } from './i18n/index.ts';
import type { NameOf } from './names.ts';
import { parentPath, type Selected } from './selection.ts';

interface BreadcrumbProps {
  selected: Selected;
  nameOf: NameOf;
  onSelect: (path: ElementPath | null) => void;
}

export function Breadcrumb({ selected, nameOf, onSelect }: BreadcrumbProps) {
  const { t } = useTranslation(EDITOR_NS);
  const { module, entry, subEntry, path } = selected;
  const crumbs: { key: string; label: string; path: ElementPath | null }[] = [
    { key: 'root', label: t('breadcrumb.root'), path: null },
  ];
  if (module) crumbs.push({ key: 'm', label: nameOf(module.name), path: { moduleId: module.id } });
  if (module && entry) {
    crumbs.push({ key: 'e', label: nameOf(entry.name), path: { moduleId: module.id, entryId: entry.id } });
  }
  if (module && entry && subEntry) {
    crumbs.push({
      key: 's',
      label: nameOf(subEntry.name),
      path: { moduleId: module.id, entryId: entry.id, subEntryId: subEntry.id },
    });
  }
  return (
    <nav className="editor-breadcrumb" aria-label={t('breadcrumb.label')}>
      <button
        type="button"
        className="breadcrumb-back"
        disabled={!path}
        aria-label={t('breadcrumb.back')}
        onClick={() => onSelect(parentPath(path))}
      >
        <PlainIcon icon={chevronBack} />
      </button>
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.key}>
              {index > 0 ? (
                <span className="crumb-separator" aria-hidden="true">
                  <PlainIcon icon={chevronForward} />
                </span>
              ) : null}
              {last ? (
                <span className="crumb crumb-current" aria-current="location">
                  {crumb.label}
                </span>
              ) : (
                <button type="button" className="crumb" onClick={() => onSelect(crumb.path)}>
                  {crumb.label}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
