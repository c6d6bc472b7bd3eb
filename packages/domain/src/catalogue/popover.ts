/**
 * What the editor's add bar offers (inspection-core §2 "The add bar opens popovers to add a
 * module, an entry or a rate field"): rooms a user may add in either template, and catalogue
 * elements grouped by family, without the names a user cannot add.
 */
import type { Template } from '../report/model.ts';
import { TEMPLATES } from '../report/modelValues.ts';
import { roomTemplateName } from './build.ts';
import { ENTRY_CATALOGUE } from './entries/index.ts';
import { isAddableEntryName } from './specialNames.ts';
import { ROOMS, type RoomKey } from './rooms.ts';
import { ENTRY_FAMILIES, type ElementDef, type EntryFamily } from './types.ts';

export interface RoomChoice {
  readonly key: RoomKey;
  readonly template: Template;
  /** 'Salon (détaillé)'. */
  readonly label: string;
}

/** Every addable room in the detailed then the simplified template, in display order. */
export function addableRoomChoices(): RoomChoice[] {
  return ROOMS.filter((room) => room.addable).flatMap((room) =>
    TEMPLATES.map((template) => ({ key: room.key, template, label: roomTemplateName(room.key, template) })),
  );
}

export interface EntryGroup {
  readonly family: EntryFamily;
  readonly entries: readonly ElementDef[];
}

/**
 * The catalogue elements a user may add, grouped by family in popover order. Single keys are left
 * out: outside the keys room they would read as fittings ('Boîte aux lettres'); 'Remise des clés'
 * brings them all.
 */
export function addableEntryGroups(): EntryGroup[] {
  const addable = ENTRY_CATALOGUE.filter(
    (el) => isAddableEntryName(el.name) && (el.family !== 'keys' || el.content !== undefined),
  );
  return ENTRY_FAMILIES.map((family) => ({
    family,
    entries: addable.filter((el) => el.family === family),
  })).filter((group) => group.entries.length > 0);
}
