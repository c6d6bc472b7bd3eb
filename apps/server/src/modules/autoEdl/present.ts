/** Invitations as the agent (AutoEdlRecord) and the tenant (MyAutoEdl) see them; dates in ms. */
import type { AutoEdlRecord, AutoEdlResult, EdlIO, MyAutoEdl } from '@constat/domain';
import type { AutoEdlListRow, AutoEdlRow } from './service.ts';

function result(row: AutoEdlRow): AutoEdlResult | null {
  return row.doneAt ? { id: row.resultReportId, date: row.doneAt.getTime(), renter: row.renter } : null;
}

export function presentAutoEdl(row: AutoEdlListRow): AutoEdlRecord {
  return {
    id: row.id,
    email: row.email,
    date: row.createdAt.getTime(),
    autoEdl: result(row),
    autoEdlDuplicatedFrom: {
      id: row.duplicateFromId,
      edlIO: row.base ? (row.base.edlIO as EdlIO) : null,
      agent: row.base?.agent ?? null,
      renter: row.base?.renter ?? null,
      housingRef: row.base?.housingRef ?? null,
    },
    autoEdlPreData: row.preData,
    profileId: row.profileId,
    login: row.login,
    password: row.password,
  };
}

export function presentMine(row: AutoEdlRow): MyAutoEdl | null {
  if (row.duplicateFromId === null || row.profileId === null) return null;
  return {
    id: row.id,
    baseReportId: row.duplicateFromId,
    profileId: row.profileId,
    preData: row.preData,
    email: row.email,
    date: row.createdAt.getTime(),
    done: row.doneAt !== null,
    result: result(row),
  };
}
