/** Answers of the platform calls: the readiness check, with the last good backup's age. */
import { z } from 'zod';

/** The scheduled backup's state, as `GET /api/ready` tells it (apps/server/src/backup/schedule.ts). */
export const BackupStatusSchema = z.object({
  lastSuccessAgeSeconds: z.number().int().nullable().describe('null: no backup was ever taken'),
  failuresSince: z.number().int().describe('backup runs failed since the last good one'),
});

/** `GET /api/ready` when the process can serve (a 503 is an error answer). */
export const ReadySchema = z.object({
  status: z.literal('ready'),
  database: z.literal('ok'),
  storage: z.literal('ok'),
  backup: BackupStatusSchema,
});
