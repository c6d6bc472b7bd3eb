/**
 * One row of the modules, entries or sub-entries column. Memoised on plain values, so an edit of one
 * element re-renders its own row only. Swiping right (start side) offers flag as unopened, rename
 * and duplicate; swiping left, delete (inspection-core §2 "List swipe"). In moving mode the row shows
 * its drag handle and does not swipe.
 */
import { memo, useRef } from 'react';
import { IonIcon, IonItem, IonLabel, IonNote } from '@ionic/react';
import {
  checkmarkCircle,
  copyOutline,
  createOutline,
  eyeOffOutline,
  lockClosed,
  trashOutline,
} from '../icons.ts';
import { useTranslation } from 'react-i18next';
import type { ConditionColour, ElementPath } from '@constat/domain';
import { EDITOR_NS } from '../i18n/index.ts';
import type { SlidingElement } from '../ionic/elements.ts';
import '../ionic/elements.ts';
import type { RowActions } from '../useTreeActions.ts';

export interface ElementRowProps {
  moduleId: number;
  entryId?: number | undefined;
  subEntryId?: number | undefined;
  /** The stored (French) name, offered for renaming. */
  name: string;
  /** The name in the report's language. */
  shownName: string;
  opened: boolean;
  colour: ConditionColour;
  /** The condition in the report's language, under the name. */
  note?: string | undefined;
  /** A computed count shown instead of a chevron (Total des clés). */
  computed?: number | undefined;
  drills: boolean;
  selected: boolean;
  moving: boolean;
  actions: RowActions;
}

function ElementRowView(props: ElementRowProps) {
  const { t } = useTranslation(EDITOR_NS);
  const sliding = useRef<SlidingElement>(null);
  const { moduleId, entryId, subEntryId, actions, shownName } = props;
  const path: ElementPath = { moduleId, entryId, subEntryId };
  const act = (action: () => void) => () => {
    void sliding.current?.close();
    action();
  };
  return (
    <ion-item-sliding ref={sliding} disabled={props.moving} role="listitem">
      <IonItem
        button={!props.moving}
        detail={props.drills && !props.moving}
        className={props.selected ? 'element-row row-selected' : 'element-row'}
        aria-current={props.selected ? 'true' : undefined}
        onClick={props.moving ? undefined : () => actions.open(path)}
      >
        {entryId !== undefined ? (
          <span slot="start" className={`condition-dot dot-${props.colour}`} aria-hidden="true" />
        ) : null}
        <IonLabel>
          <span className="row-name">{shownName}</span>
          {props.note ? <p className="row-note">{props.note}</p> : null}
        </IonLabel>
        {props.computed !== undefined ? (
          <IonNote slot="end" className="row-computed" aria-label={t('row.readOnly')}>
            <IonIcon icon={lockClosed} aria-hidden="true" /> {props.computed}
          </IonNote>
        ) : null}
        {props.opened ? (
          <IonIcon
            slot="end"
            icon={checkmarkCircle}
            className="row-opened"
            role="img"
            aria-label={t('row.opened')}
          />
        ) : null}
        <ion-reorder slot="end" aria-label={t('row.drag', { name: shownName })} />
      </IonItem>
      <ion-item-options side="start">
        <ion-item-option className="option-unopened" onClick={act(() => actions.flagUnopened(path))}>
          <IonIcon slot="top" icon={eyeOffOutline} aria-hidden="true" />
          {t('swipe.unopened')}
        </ion-item-option>
        <ion-item-option className="option-rename" onClick={act(() => actions.rename(path, props.name))}>
          <IonIcon slot="top" icon={createOutline} aria-hidden="true" />
          {t('swipe.rename')}
        </ion-item-option>
        <ion-item-option className="option-duplicate" onClick={act(() => actions.duplicate(path))}>
          <IonIcon slot="top" icon={copyOutline} aria-hidden="true" />
          {t('swipe.duplicate')}
        </ion-item-option>
      </ion-item-options>
      <ion-item-options side="end">
        <ion-item-option className="option-delete" onClick={act(() => actions.remove(path, shownName))}>
          <IonIcon slot="top" icon={trashOutline} aria-hidden="true" />
          {t('swipe.delete')}
        </ion-item-option>
      </ion-item-options>
    </ion-item-sliding>
  );
}

export const ElementRow = memo(ElementRowView);
