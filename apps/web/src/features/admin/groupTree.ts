/**
 * The group list as a tree (accounts-costing §2 "group list (hierarchical)"): the server gives every
 * visible group flat with its parentId; a group whose parent is not visible (a group admin's own
 * group) is a root. Siblings are in name order, as the server sends them.
 */
import type { GroupNode } from '@constat/domain';

export interface TreeRow {
  node: GroupNode;
  depth: number;
  parent: GroupNode | null;
}

export function flattenTree(nodes: readonly GroupNode[]): TreeRow[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const childrenOf = new Map<number | null, GroupNode[]>();
  for (const node of nodes) {
    const key = node.parentId !== null && byId.has(node.parentId) ? node.parentId : null;
    const list = childrenOf.get(key);
    if (list) list.push(node);
    else childrenOf.set(key, [node]);
  }
  const rows: TreeRow[] = [];
  const visit = (parentId: number | null, depth: number) => {
    for (const node of childrenOf.get(parentId) ?? []) {
      rows.push({ node, depth, parent: node.parentId === null ? null : (byId.get(node.parentId) ?? null) });
      visit(node.id, depth + 1);
    }
  };
  visit(null, 0);
  return rows;
}

/** Case- and accent-insensitive search ("helene" finds "Hélène"). */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

export function matches(query: string, ...texts: readonly (string | null | undefined)[]): boolean {
  const wanted = normalise(query);
  return wanted === '' || texts.some((text) => text != null && normalise(text).includes(wanted));
}

/** A tree filtered by a search keeps the matching groups and their ancestors, for context. */
export function filterTree(rows: readonly TreeRow[], query: string): TreeRow[] {
  if (normalise(query) === '') return [...rows];
  const keep = new Set<number>();
  const parentOf = new Map(rows.map((row) => [row.node.id, row.parent?.id ?? null]));
  for (const row of rows) {
    if (!matches(query, row.node.name)) continue;
    for (let id: number | null = row.node.id; id !== null && !keep.has(id); id = parentOf.get(id) ?? null) {
      keep.add(id);
    }
  }
  return rows.filter((row) => keep.has(row.node.id));
}
