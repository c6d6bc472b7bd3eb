/**
 * A column's list: the modules of the report, the entries of a module or the sub-entries of an entry,
 * with drag sorting in moving mode. Row props are plain values (see ElementRow) so that a change
 * elsewhere in the report does not re-render the rows.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  elementConditionColour,
  isReadOnlyElement,
  keyCount,
  type ElementPath,
  type Entry,
  type Module,
  type SubEntry,
} from '@constat/domain';
import { EDITOR_NS } from '../i18n/index.ts';
import type { NameOf } from '../names.ts';
import { ReorderGroup } from '../ionic/Reorder.tsx';
import type { RowActions } from '../useTreeActions.ts';
import { ElementRow, type RowLabels } from './ElementRow.tsx';
import { useRowsShown } from '../../../ui/useRowsShown.ts';

type Item = Module | Entry | SubEntry;

/** A row's height with a one-line name: .element-row's --min-height (editor.css). */
const ROW_HEIGHT_PX = 48;

interface ElementListProps {
  /** The parent of the listed items: null for modules, a module for entries, an entry for sub-entries. */
  parent: ElementPath | null;
  items: readonly Item[];
  selectedId: number | undefined;
  moving: boolean;
  nameOf: NameOf;
  actions: RowActions;
  label: string;
}

function rowPath(parent: ElementPath | null, id: number): ElementPath {
  if (!parent) return { moduleId: id };
  if (parent.entryId === undefined) return { moduleId: parent.moduleId, entryId: id };
  return { moduleId: parent.moduleId, entryId: parent.entryId, subEntryId: id };
}

export function ElementList({ parent, items, selectedId, moving, nameOf, actions, label }: ElementListProps) {
  const { t } = useTranslation(EDITOR_NS);
  // Translated once for the list, not in each of its rows (a 25-room report has 25).
  const labels = useMemo<RowLabels>(
    () => ({
      opened: t('row.opened'),
      readOnly: t('row.readOnly'),
      unopened: t('swipe.unopened'),
      rename: t('swipe.rename'),
      duplicate: t('swipe.duplicate'),
      delete: t('swipe.delete'),
      drag: (name) => t('row.drag', { name }),
    }),
    [t],
  );
  const onMove = (from: number, to: number) => actions.move(parent, from, to);
  const shown = useRowsShown(items.length, moving);
  const pending = items.length - Math.min(shown, items.length);
  return (
    // A plain list rather than IonList: each swipe row (item and its options) is one list item.
    <div className="element-list" role="list" aria-label={label}>
      <ReorderGroup disabled={!moving} onMove={onMove}>
        {items.slice(0, shown).map((item) => {
          const path = rowPath(parent, item.id);
          const rated = 'rate' in item;
          const condition = rated ? item.rate?.condition : null;
          const container = 'entry' in item || ('content' in item && item.content !== undefined);
          return (
            <ElementRow
              key={item.id}
              moduleId={path.moduleId}
              entryId={path.entryId}
              subEntryId={path.subEntryId}
              name={item.name}
              shownName={nameOf(item.name)}
              opened={item.opened}
              colour={rated ? elementConditionColour(item) : 'none'}
              note={condition && !container ? nameOf(condition) : undefined}
              computed={rated && isReadOnlyElement(item) ? keyCount(item.rate) : undefined}
              drills
              selected={item.id === selectedId}
              moving={moving}
              actions={actions}
              labels={labels}
            />
          );
        })}
      </ReorderGroup>
      {/* The rows still to come keep their place, so that nothing below moves as they arrive. */}
      {pending > 0 ? (
        <div className="rows-pending" style={{ height: pending * ROW_HEIGHT_PX }} aria-hidden="true" />
      ) : null}
    </div>
  );
}
