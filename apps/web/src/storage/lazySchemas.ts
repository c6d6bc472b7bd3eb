/**
 * The domain's zod schemas the app parses with when the user closes or saves a report. Building
 * them takes 60-140 ms of a mid-range phone's CPU, so they load with the first action that needs
 * them, not with the in-progress list and the editor. Precached like every chunk.
 */
export const loadSchemas = () => import('./schemas.ts');
