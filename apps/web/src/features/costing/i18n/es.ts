import type { CostingMessages } from './types.ts';
import { costingFr } from './fr.ts';

/** Costing texts are the agreement's French figures; translated labels come later. */
export const costingEs: CostingMessages = { ...costingFr };
