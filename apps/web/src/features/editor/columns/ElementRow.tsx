/**
 * One row of the modules, entries or sub-entries column. Memoised on plain values, so an edit of one
 * element re-renders its own row only. Swiping right (start side) offers flag as unopened, rename
 * and duplicate; swiping left, delete (inspection-core §2 "List swipe"). In moving mode the row shows
 * its drag handle and does not swipe.
 *
 * A row is light: ion-item-sliding, its ion-item and the two ion-item-options are the
 * only Ionic components; the label, the options' buttons and the icons (CSS masks, rowGlyphs.css)
 * are plain elements styled as Ionic draws them. A 25-room report rendered about 400 Ionic
 * components for its room list (16 per row), which blocked a mid-range phone for seconds.
 */
import { memo, useRef } from 'react';
import { IonItem, IonNote } from '../../../ui/ionic.ts';
import type { ConditionColour, ElementPath } from '@constat/domain';
import type { SlidingElement } from '../ionic/elements.ts';
import '../ionic/elements.ts';
import type { RowActions } from '../useTreeActions.ts';
import './rowGlyphs.css';

/** The texts every row shows, translated once per list (see ElementList). */
export interface RowLabels {
  opened: string;
  readOnly: string;
  unopened: string;
  rename: string;
  duplicate: string;
  delete: string;
  drag: (name: string) => string;
}

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
  labels: RowLabels;
}

function ElementRowView(props: ElementRowProps) {
  const sliding = useRef<SlidingElement>(null);
  const { moduleId, entryId, subEntryId, actions, shownName, labels } = props;
  const path: ElementPath = { moduleId, entryId, subEntryId };
  const act = (action: () => void) => () => {
    void sliding.current?.close();
    action();
  };
  return (
    <ion-item-sliding ref={sliding} disabled={props.moving} role="listitem">
      <IonItem
        button={!props.moving}
        detail={false}
        className={props.selected ? 'element-row row-selected' : 'element-row'}
        aria-current={props.selected ? 'true' : undefined}
        onClick={props.moving ? undefined : () => actions.open(path)}
      >
        {entryId !== undefined ? (
          <span slot="start" className={`condition-dot dot-${props.colour}`} aria-hidden="true" />
        ) : null}
        <div className="row-label">
          <span className="row-name">{shownName}</span>
          {props.note ? <p className="row-note">{props.note}</p> : null}
        </div>
        {props.computed !== undefined ? (
          <IonNote slot="end" className="row-computed" aria-label={labels.readOnly}>
            <span className="glyph glyph-lock" aria-hidden="true" /> {props.computed}
          </IonNote>
        ) : null}
        {props.opened ? (
          <span slot="end" className="glyph glyph-opened row-opened" role="img" aria-label={labels.opened} />
        ) : null}
        {/* The handle exists in moving mode only: rendered for every row, it was two more components each. */}
        {props.moving ? <ion-reorder slot="end" aria-label={labels.drag(shownName)} /> : null}
        {props.drills && !props.moving ? (
          <span slot="end" className="glyph glyph-chevron row-chevron" aria-hidden="true" />
        ) : null}
      </IonItem>
      <ion-item-options side="start">
        <button
          type="button"
          className="row-option option-unopened"
          onClick={act(() => actions.flagUnopened(path))}
        >
          <span className="glyph glyph-unopened" aria-hidden="true" />
          {labels.unopened}
        </button>
        <button
          type="button"
          className="row-option option-rename"
          onClick={act(() => actions.rename(path, props.name))}
        >
          <span className="glyph glyph-rename" aria-hidden="true" />
          {labels.rename}
        </button>
        <button
          type="button"
          className="row-option option-duplicate"
          onClick={act(() => actions.duplicate(path))}
        >
          <span className="glyph glyph-duplicate" aria-hidden="true" />
          {labels.duplicate}
        </button>
      </ion-item-options>
      <ion-item-options side="end">
        <button
          type="button"
          className="row-option option-delete"
          onClick={act(() => actions.remove(path, shownName))}
        >
          <span className="glyph glyph-delete" aria-hidden="true" />
          {labels.delete}
        </button>
      </ion-item-options>
    </ion-item-sliding>
  );
}

export const ElementRow = memo(ElementRowView);
