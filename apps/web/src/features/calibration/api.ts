/** Calibration calls (accounts-costing §7). */
import {
  CalibrationConfigSchema,
  CalibrationElementSchema,
  GroupSchema,
  UserSchema,
  type CalibrationOwner,
} from '@constat/domain';
import { z } from 'zod';
import { requestAnswer, requestDone } from '../../api/answers.ts';

const ElementsSchema = z.array(CalibrationElementSchema);

export interface CalibrationTarget {
  owner: CalibrationOwner;
  id: number;
}

/** The fields a line is created or updated with. */
export interface CalibrationLineBody {
  reference?: string | null;
  name?: string | null;
  custom?: boolean;
  type?: 'equipment' | 'coating';
  nature?: string | null;
  action?: string;
  unitCost?: number | null;
  taxRate?: number | null;
}

export const fetchCalibrationConfig = () => requestAnswer(CalibrationConfigSchema, '/calibration/config');

export const fetchCalibration = ({ owner, id }: CalibrationTarget) =>
  requestAnswer(ElementsSchema, `/calibration/${owner}/${id}`);

export const createCalibration = ({ owner, id }: CalibrationTarget, body: CalibrationLineBody) =>
  requestAnswer(CalibrationElementSchema, `/calibration/${owner}/${id}`, { method: 'POST', body });

export const updateCalibration = (rowId: number | string, body: CalibrationLineBody) =>
  requestAnswer(CalibrationElementSchema, `/calibration/${rowId}`, { method: 'PATCH', body });

export const deleteCalibration = (rowId: number | string) =>
  requestDone(`/calibration/${rowId}`, { method: 'DELETE' });

export const fetchUserLogin = (id: number) => requestAnswer(UserSchema, `/user/${id}`);

/** A group's parent: a top-level group has none, and nothing to inherit (its hint says so). */
export const fetchGroupParent = (id: number) => requestAnswer(GroupSchema, `/user-group/${id}`);
