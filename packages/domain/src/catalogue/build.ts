/**
 * Builders turning catalogue definitions into report-model items: a room module with its entries
 * (ids 1..n), an entry with its sub-entries (ids 1..n), everything unopened and every rate field
 * of the element present and null (counts preset where the catalogue says so).
 */
import type { Entry, Module, Rate, SubEntry, Template } from '../report/model.ts';
import { MATERIALS } from './materials.ts';
import {
  CUSTOM_ELEMENT_FIELDS,
  elementRateFields,
  findCatalogueElement,
  orderRateFields,
} from './catalogueLookup.ts';
import { ROOM_TEMPLATES, WC_MERGED_ELEMENTS, roomByKey, type RoomKey } from './rooms.ts';
import { TEMPLATE_SUFFIXES } from './choices.ts';
import type { ElementDef, RateField, SubElementDef } from './types.ts';

/** A rate with each of `fields` set to null, and `number` preset when given. */
export function emptyElementRate(fields: readonly RateField[], number?: number): Rate {
  const rate: Rate = {};
  for (const field of fields) rate[field] = null;
  if (number !== undefined) rate.number = number;
  return rate;
}

/**
 * Key of a material list in an entry's `rateVariables`: `type` for the entry itself, and
 * `<sub-entry name>:type` for a sub-entry (sub-entries carry no rateVariables of their own).
 */
export function rateVariableKey(field: string, subEntryName?: string): string {
  return subEntryName === undefined ? field : `${subEntryName}:${field}`;
}

function buildSubEntryFromDef(def: SubElementDef, id: number): SubEntry {
  return {
    id,
    name: def.name,
    opened: false,
    rate: emptyElementRate(orderRateFields(def.fields), def.number),
  };
}

function rateVariablesOf(def: ElementDef): Record<string, string[]> {
  const variables: Record<string, string[]> = {};
  if (def.materials && !def.content) variables[rateVariableKey('type')] = [...MATERIALS[def.materials]];
  for (const sub of def.content ?? []) {
    if (sub.materials) variables[rateVariableKey('type', sub.name)] = [...MATERIALS[sub.materials]];
  }
  return variables;
}

/** An entry from its definition; a container has no rate of its own (its sub-entries are rated). */
export function buildEntryFromDef(def: ElementDef, id: number, name: string = def.name): Entry {
  const entry: Entry = {
    id,
    name,
    opened: false,
    rate: def.content ? null : emptyElementRate(orderRateFields(def.fields), def.number),
    rateInfo: elementRateFields(def),
    rateVariables: rateVariablesOf(def),
  };
  if (def.content) entry.content = def.content.map((sub, index) => buildSubEntryFromDef(sub, index + 1));
  if (def.orderAlphabetically !== undefined) entry.orderAlphabetically = def.orderAlphabetically;
  if (def.autoFillObservation !== undefined) entry.autoFillObservation = def.autoFillObservation;
  if (def.readOnly) entry.readOnly = true;
  return entry;
}

/**
 * An entry by name, e.g. from the "add an entry" popover. A numbered name ('Porte 2') keeps the
 * catalogue structure; a name unknown to the catalogue gives a custom leaf.
 */
export function buildEntry(name: string, id: number, roomKey?: RoomKey): Entry {
  const def = findCatalogueElement(name, roomKey);
  if (def) return buildEntryFromDef(def, id, name);
  const fields = [...CUSTOM_ELEMENT_FIELDS];
  return { id, name, opened: false, rate: emptyElementRate(fields), rateInfo: fields, rateVariables: {} };
}

/** The element names a room starts with; a studio's bathroom also holds the WC elements. */
function roomElementNames(key: RoomKey, template: Template, mergeWc = false): string[] {
  const names = [...ROOM_TEMPLATES[key][template]];
  if (mergeWc && key === 'salleDeBain') {
    const at = names.indexOf('Douche') + 1;
    names.splice(at, 0, ...WC_MERGED_ELEMENTS.filter((name) => !names.includes(name)));
  }
  return names;
}

export interface BuildRoomOptions {
  /** The module name, e.g. 'Chambre 2'; the room's name by default. */
  name?: string;
  /** Studio rule: the bathroom also holds the WC elements. */
  mergeWc?: boolean;
}

export function buildRoomModule(
  key: RoomKey,
  template: Template,
  id: number,
  options: BuildRoomOptions = {},
): Module {
  const entry = roomElementNames(key, template, options.mergeWc).map((elementName, index) => {
    // Room templates only name catalogue elements (a test checks it), so the lookup cannot miss.
    const def = findCatalogueElement(elementName, key) as ElementDef;
    return buildEntryFromDef(def, index + 1);
  });
  return { id, name: options.name ?? roomByKey(key).name, opened: false, entry };
}

/** The name shown when choosing a room to add: 'Salon (détaillé)', 'Salon (simplifié)'. */
export function roomTemplateName(key: RoomKey, template: Template): string {
  return `${roomByKey(key).name} ${TEMPLATE_SUFFIXES[template]}`;
}
