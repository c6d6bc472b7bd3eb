/**
 * The editor's columns (inspection-core §2): modules | entries | sub-entries (a 'Photos' entry's
 * photos, or a container's sub-entries) | the rate panel. Nothing selected shows 1 column, a module 2,
 * an entry 3, a sub-entry 4; side by side they take 100, 50, 33 or 25 % of the width. On a phone only
 * the deepest column shows and the breadcrumb goes back; the columns behind keep their scroll.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { contextOf, isPhotosEntry, setReportComment, type LocalReport } from '@constat/domain';
import { GeneralComment } from '../GeneralComment.tsx';
import { EDITOR_NS } from '../i18n/index.ts';
import type { NameOf } from '../names.ts';
import { PhotosArea } from '../photos/PhotosArea.tsx';
import { RatePanel } from '../rate/RatePanel.tsx';
import type { Selected } from '../selection.ts';
import type { EditorDialogs } from '../useEditorDialogs.ts';
import type { RowActions, Update } from '../useTreeActions.ts';
import { ElementList } from './ElementList.tsx';

interface EditorColumnsProps {
  localId: number;
  report: LocalReport;
  selected: Selected;
  wide: boolean;
  moving: boolean;
  adding: boolean;
  nameOf: NameOf;
  actions: RowActions;
  update: Update;
  flush: () => Promise<void>;
  dialogs: EditorDialogs;
}

interface Column {
  key: string;
  /** Shown: the element's name (the breadcrumb gives the path). */
  title: string;
  /** Read by screen readers: what the column lists. */
  label: string;
  content: ReactNode;
}

export function EditorColumns(props: EditorColumnsProps) {
  const { t } = useTranslation(EDITOR_NS);
  const { report, selected, nameOf, actions, moving, update } = props;
  const { module, entry, subEntry, path } = selected;
  const panel = (
    element: NonNullable<Selected['entry'] | Selected['subEntry']>,
    parent?: Selected['entry'],
  ) =>
    path ? (
      <RatePanel
        key={contextOf(path)}
        report={report}
        path={path}
        element={element}
        parent={parent}
        adding={props.adding}
        nameOf={nameOf}
        update={update}
        dialogs={props.dialogs}
      />
    ) : null;

  const columns: Column[] = [
    {
      key: 'modules',
      title: t('columns.modules'),
      label: t('columns.modules'),
      content: (
        // The editor opens on its frame alone; the rooms come a few per task, then the comment.
        <ElementList
          parent={null}
          items={report.edl}
          selectedId={module?.id}
          moving={moving}
          nameOf={nameOf}
          actions={actions}
          label={t('columns.modules')}
          firstRows={0}
          after={
            <GeneralComment
              report={report}
              comment={report.comment ?? ''}
              onCommit={(comment) => update((r) => setReportComment(r, comment))}
              flush={props.flush}
            />
          }
        />
      ),
    },
  ];
  if (module) {
    const label = t('columns.entries', { name: nameOf(module.name) });
    columns.push({
      key: 'entries',
      title: nameOf(module.name),
      label,
      content:
        module.entry.length > 0 ? (
          <ElementList
            parent={{ moduleId: module.id }}
            items={module.entry}
            selectedId={entry?.id}
            moving={moving}
            nameOf={nameOf}
            actions={actions}
            label={label}
          />
        ) : (
          <p className="column-empty">{t('columns.emptyModule')}</p>
        ),
    });
  }
  if (module && entry) {
    const name = nameOf(entry.name);
    if (isPhotosEntry(entry.name)) {
      columns.push({
        key: 'photos',
        title: name,
        label: t('photos.title'),
        content: path ? (
          <PhotosArea
            key={contextOf(path)}
            report={report}
            path={path}
            shownName={nameOf(module.name)}
            titled={false}
            nameOf={nameOf}
            update={update}
            dialogs={props.dialogs}
          />
        ) : null,
      });
    } else if (entry.content) {
      const label = t('columns.subEntries', { name });
      columns.push({
        key: 'subEntries',
        title: name,
        label,
        content:
          entry.content.length > 0 ? (
            <ElementList
              parent={{ moduleId: module.id, entryId: entry.id }}
              items={entry.content}
              selectedId={subEntry?.id}
              moving={moving}
              nameOf={nameOf}
              actions={actions}
              label={label}
            />
          ) : (
            <p className="column-empty">{t('columns.emptyEntry')}</p>
          ),
      });
    } else {
      columns.push({ key: 'rate', title: name, label: t('columns.rate', { name }), content: panel(entry) });
    }
  }
  if (entry && subEntry) {
    columns.push({
      key: 'rate',
      title: nameOf(subEntry.name),
      label: t('columns.rate', { name: nameOf(subEntry.name) }),
      content: panel(subEntry, entry),
    });
  }

  const last = columns.length - 1;
  // On a phone a deeper column slides in; going back only uncovers the one behind.
  const shownCount = useRef(columns.length);
  const entering = columns.length > shownCount.current;
  useEffect(() => {
    shownCount.current = columns.length;
  });
  return (
    <div className={`editor-columns cols-${columns.length} ${props.wide ? 'wide' : 'drill'}`}>
      {columns.map((column, index) => (
        <section
          key={column.key}
          className={`editor-column column-${column.key} ${index === last ? 'is-current' : 'is-behind'}${
            entering && index === last ? ' column-enter' : ''
          }`}
          aria-label={column.label}
          inert={!props.wide && index !== last}
        >
          <h2 className="column-title">{column.title}</h2>
          {column.content}
        </section>
      ))}
    </div>
  );
}
