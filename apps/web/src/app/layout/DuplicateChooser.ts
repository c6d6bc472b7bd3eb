/**
 * The duplicate chooser of both report lists (inspection-core §2): Entrant, Sortant (the type
 * opposite to the source's emphasised), Annuler -> /dupliquer-edl/{id}/{entrant|sortant}/{source}.
 * Only the lazy list screens use it, so it takes the action sheet from ui/overlays.ts directly.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { oppositeEdlIO, type EdlIO } from '@constat/domain';
import { useIonActionSheet } from '../../ui/overlays.ts';
import { useGo } from './useGo.ts';

/** `local`: a report on this device (its localId); `remote`: a saved report (its server id). */
export type DuplicateSource = 'local' | 'remote';

export function useDuplicateChooser(): (id: number, edlIO: EdlIO, source: DuplicateSource) => void {
  const { t } = useTranslation();
  const [present] = useIonActionSheet();
  const go = useGo();
  return useCallback(
    (id, edlIO, source) => {
      const opposite = oppositeEdlIO(edlIO);
      const choice = (target: EdlIO, label: string) => ({
        text: label,
        cssClass: target === opposite ? 'emphasised-choice' : undefined,
        handler: () => go(`/dupliquer-edl/${id}/${target.toLowerCase()}/${source}`),
      });
      void present({
        header: t('duplicate.header'),
        cssClass: 'duplicate-chooser',
        buttons: [
          choice('Entrant', t('duplicate.entrant')),
          choice('Sortant', t('duplicate.sortant')),
          { text: t('app.cancel'), role: 'cancel' },
        ],
      });
    },
    [go, present, t],
  );
}
