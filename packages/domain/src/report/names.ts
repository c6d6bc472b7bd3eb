/**
 * Name rules of the tree editor, built on the special names of catalogue/specialNames.ts:
 *   - a new name (rename, custom sub-entry) may not be empty, reserved (the spec's message), the name
 *     of a protected element, a name a user cannot add, or the name of a room a user cannot add:
 *     otherwise the element would pass for the special one ('Murs' renamed 'Remise des clés' could
 *     never be renamed back or deleted; a room renamed 'Clés' would be a second keys room);
 *   - an added entry may not be empty, reserved or one a user cannot add; catalogue elements that
 *     are protected but addable ('Remise des clés') can be added from the popover;
 *   - copies get a numbered name ('Chambre' -> 'Chambre 2') so two siblings never look alike in the
 *     lists and in the PDF.
 */
import {
  isAddableEntryName,
  isNonAddableRoomName,
  isProtectedName,
  isReservedName,
  reservedNameMessage,
} from '../catalogue/index.ts';

/** Messages of refused tree edits that the spec does not word itself. */
export const TREE_MESSAGES = {
  emptyName: 'Le nom ne peut pas être vide.',
  notFound: "Cet élément n'existe plus.",
  photosNotDeletable: 'Une entrée "Photos" ne peut pas être supprimée.',
  protectedRename: (name: string) => `L'élément "${name}" ne peut pas être renommé.`,
  protectedDelete: (name: string) => `L'élément "${name}" ne peut pas être supprimé.`,
  protectedDuplicate: (name: string) => `L'élément "${name}" ne peut pas être dupliqué.`,
  protectedAdd: (name: string) => `L'élément "${name}" ne peut pas être ajouté manuellement.`,
  roomNotAddable: (name: string) => `La pièce "${name}" ne peut pas être ajoutée manuellement.`,
  protectedName: (name: string) =>
    `Le nom "${name}" est celui d'un élément protégé, vous ne pouvez pas l'utiliser pour un autre élément.`,
  roomName: (name: string) =>
    `Le nom "${name}" est celui d'une pièce qui ne peut pas être ajoutée manuellement, vous ne pouvez pas l'utiliser pour un autre élément.`,
} as const;

/**
 * Why `name` cannot be given to an existing element (rename) or to a custom sub-entry, or null when
 * it can (see the header).
 */
export function newNameProblem(name: string): string | null {
  if (name.trim() === '') return TREE_MESSAGES.emptyName;
  if (isReservedName(name)) return reservedNameMessage(name);
  if (isProtectedName(name) || !isAddableEntryName(name)) return TREE_MESSAGES.protectedName(name);
  if (isNonAddableRoomName(name)) return TREE_MESSAGES.roomName(name);
  return null;
}

/** Why an entry named `name` cannot be added to a module, or null when it can (see the header). */
export function addedEntryNameProblem(name: string): string | null {
  if (name.trim() === '') return TREE_MESSAGES.emptyName;
  if (isReservedName(name)) return reservedNameMessage(name);
  if (!isAddableEntryName(name)) return TREE_MESSAGES.protectedAdd(name);
  return null;
}

/** The name without a trailing copy number: 'Chambre 3' -> 'Chambre'. */
export function copyBaseName(name: string): string {
  return name.replace(/\s+\d+$/, '');
}

/**
 * A sibling-unique name for a new or copied element: `name` itself when free, otherwise the base name
 * numbered from 2 ('Chambre', 'Chambre 2', 'Chambre 3'...), as room creation names extra bedrooms.
 */
export function uniqueSiblingName(name: string, siblings: readonly { name: string }[]): string {
  const taken = new Set(siblings.map((s) => s.name));
  if (!taken.has(name)) return name;
  const base = copyBaseName(name);
  let n = 2;
  while (taken.has(`${base} ${n}`)) n += 1;
  return `${base} ${n}`;
}
