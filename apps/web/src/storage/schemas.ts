/** The domain's schemas the device parses with; loaded through lazySchemas.ts, never imported. */
export { LocalReportSchema, MissingImagesSchema, SaveReportResultSchema } from '@constat/domain';
