/** Calibration calls (accounts-costing §7). */
import type { CalibrationConfig, CalibrationElement, CalibrationOwner } from '@constat/domain';
import { request, requestJson } from '../../api/client.ts';

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

export const fetchCalibrationConfig = () => requestJson<CalibrationConfig>('/calibration/config');

export const fetchCalibration = ({ owner, id }: CalibrationTarget) =>
  requestJson<CalibrationElement[]>(`/calibration/${owner}/${id}`);

export const createCalibration = ({ owner, id }: CalibrationTarget, body: CalibrationLineBody) =>
  requestJson<CalibrationElement>(`/calibration/${owner}/${id}`, { method: 'POST', body });

export const updateCalibration = (rowId: number | string, body: CalibrationLineBody) =>
  requestJson<CalibrationElement>(`/calibration/${rowId}`, { method: 'PATCH', body });

export async function deleteCalibration(rowId: number | string): Promise<void> {
  await request(`/calibration/${rowId}`, { method: 'DELETE' });
}

export const fetchUserLogin = (id: number) => requestJson<{ login: string }>(`/user/${id}`);

/** A group's parent: a top-level group has none, and nothing to inherit (its hint says so). */
export const fetchGroupParent = (id: number) => requestJson<{ parentId: number | null }>(`/user-group/${id}`);
