import type { adminFr } from './fr.ts';

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type AdminMessages = Strings<typeof adminFr>;
