/**
 * Name rules of the tree editor. Reserved names ('Photos', 'Total des clés', inspection-core §5) may
 * not be given to an element, protected catalogue names may not be renamed, deleted, duplicated or
 * added by hand, and copies get a numbered name ('Chambre' -> 'Chambre 2') so two siblings never
 * look alike in the lists and in the PDF.
 */
import { isProtectedName } from '../catalogue/index.ts';
import { isReservedName, reservedNameMessage } from '../validation/index.ts';
import { PHOTOS_ENTRY } from './model.ts';

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
} as const;

/** Why `name` cannot be given to an element (rename, custom sub-entry), or null when it can. */
export function newNameProblem(name: string): string | null {
  if (name.trim() === '') return TREE_MESSAGES.emptyName;
  if (isReservedName(name)) return reservedNameMessage(name);
  return null;
}

/** A Photos entry: the spec's special name (a legacy 'photos' spelling counts too). */
export function isPhotosName(name: string): boolean {
  return name === PHOTOS_ENTRY || name === 'photos';
}

/** Protected names cannot be renamed, deleted, duplicated or added (catalogue rule). */
export function isLockedName(name: string): boolean {
  return isProtectedName(name) || isPhotosName(name);
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
