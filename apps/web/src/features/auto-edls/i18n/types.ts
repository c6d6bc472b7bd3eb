import type { autoEdlsFr } from './fr.ts';

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type AutoEdlsMessages = Strings<typeof autoEdlsFr>;
