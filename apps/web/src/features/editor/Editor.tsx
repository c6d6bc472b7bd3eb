/**
 * The editor screen once its report is loaded (inside EditorPage's IonPage): top bar, breadcrumb and
 * add bar, the columns, and immersive mode. It holds what is selected and the modes; every edit goes through `update` with a
 * domain function and is stored on the device right after (storage/useLocalReport).
 */
import { useCallback, useMemo, useState } from 'react';
import { IonContent } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { markVisited, walkStart, type ElementPath, type LocalReport } from '@constat/domain';
import { AddBar } from './add/AddBar.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';
import { EditorColumns } from './columns/EditorColumns.tsx';
import { EditorToolbar } from './EditorToolbar.tsx';
import { EDITOR_NS } from './i18n/index.ts';
import { ImmersiveModal } from './immersive/ImmersiveModal.tsx';
import { useNameOf } from './names.ts';
import { readStoredSelection, resolveSelection, storeSelection } from './selection.ts';
import { useEditorDialogs } from './useEditorDialogs.ts';
import { useLocaleChooser } from './useLocaleChooser.ts';
import { useApplyTree, useTreeActions, type Update } from './useTreeActions.ts';
import { useWideLayout } from './useWideLayout.ts';

interface EditorProps {
  localId: number;
  report: LocalReport;
  update: Update;
  flush: () => Promise<void>;
}

export function Editor({ localId, report, update, flush }: EditorProps) {
  const { t } = useTranslation(EDITOR_NS);
  const [path, setPath] = useState<ElementPath | null>(() => readStoredSelection(localId));
  const [adding, setAdding] = useState(false);
  const [moving, setMoving] = useState(false);
  const [immersive, setImmersive] = useState(false);
  // Its modal (an ion-modal with its own header and footer) is made when first asked for, not with
  // the editor: a report opens without it. Kept once made, so that it animates out.
  const [immersiveMade, setImmersiveMade] = useState(false);
  const wide = useWideLayout();
  const nameOf = useNameOf(report.locale);
  const dialogs = useEditorDialogs();
  const selected = useMemo(() => resolveSelection(report.edl, path), [report.edl, path]);

  /** Selects an element (null: nothing) and marks it visited (inspection-core §4 opened flags). */
  const open = useCallback(
    (next: ElementPath | null) => {
      setPath(next);
      storeSelection(localId, next);
      if (next) update((r) => markVisited(r, next));
    },
    [localId, update],
  );
  const actions = useTreeActions(localId, update, dialogs, open);
  const applyTree = useApplyTree(update, dialogs);
  const chooseLocale = useLocaleChooser(update);
  const start = walkStart(report.edl, selected.path);

  const enterImmersive = () => {
    if (!start) return;
    open(start);
    setImmersive(true);
    setImmersiveMade(true);
  };

  const renter = report.renter.name?.trim();
  return (
    <>
      <EditorToolbar
        localId={localId}
        title={renter ? renter : t('title')}
        locale={report.locale}
        adding={adding}
        moving={moving}
        canImmerse={start !== null}
        wide={wide}
        onChooseLocale={chooseLocale}
        onToggleAdding={() => setAdding((on) => !on)}
        onToggleMoving={() => setMoving((on) => !on)}
        onImmersive={enterImmersive}
      >
        <Breadcrumb selected={selected} nameOf={nameOf} onSelect={open} />
        {adding ? (
          <AddBar selected={selected} nameOf={nameOf} dialogs={dialogs} applyTree={applyTree} open={open} />
        ) : null}
      </EditorToolbar>
      <IonContent scrollY={false} color="light" className="editor-content">
        <EditorColumns
          localId={localId}
          report={report}
          selected={selected}
          wide={wide}
          moving={moving}
          adding={adding}
          nameOf={nameOf}
          actions={actions}
          update={update}
          flush={flush}
          dialogs={dialogs}
        />
      </IonContent>
      {immersiveMade ? (
        <ImmersiveModal
          isOpen={immersive}
          report={report}
          selected={selected}
          nameOf={nameOf}
          adding={adding}
          update={update}
          dialogs={dialogs}
          open={open}
          onChooseLocale={chooseLocale}
          onClose={() => setImmersive(false)}
        />
      ) : null}
    </>
  );
}
