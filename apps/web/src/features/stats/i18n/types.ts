import type { statsFr } from './fr.ts';

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type StatsMessages = Strings<typeof statsFr>;
