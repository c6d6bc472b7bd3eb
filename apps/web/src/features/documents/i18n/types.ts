import type { documentsFr } from './fr.ts';

/** The shape every language of the namespace has (the French one's, as plain strings). */
type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type DocumentsMessages = Strings<typeof documentsFr>;
