/** Costing calls (accounts-costing §7); the public page sends `Limited edlId#token` instead of a bearer. */
import { appLink, type CostingLine } from '@constat/domain';
import {
  CostingLineUpdateSchema,
  CostingSchema,
  CreatedPublicLinkSchema,
  PublicLinkSchema,
} from '@constat/domain/answers';
import { requestAnswer, requestDone } from '../../api/answers.ts';
import { waitGenerated } from '../documents/documentsApi.ts';

export type { Costing, CostingLineView } from '@constat/domain/answers';
export type LinePatch = Partial<
  Pick<CostingLine, 'enabled' | 'action' | 'task' | 'measure' | 'nature' | 'wear' | 'cost' | 'taxRate'>
>;

const limitedHeaders = (edlId: number, token: string | null) =>
  token === null ? undefined : { Authorization: `Limited ${edlId}#${token}` };

export const fetchCosting = (edlId: number, token: string | null) => {
  const headers = limitedHeaders(edlId, token);
  return requestAnswer(CostingSchema, `/edl/${edlId}/costing`, headers ? { headers } : {});
};

export const patchCostingLine = (
  edlId: number,
  token: string | null,
  id: number | string,
  body: LinePatch,
) => {
  const headers = limitedHeaders(edlId, token);
  return requestAnswer(CostingLineUpdateSchema, `/edl/costing/${id}`, {
    method: 'PATCH',
    body,
    ...(headers && { headers }),
  });
};

/** Asks for a new exit-agreement PDF with the costs. */
export const generateConventionPdf = (edlId: number, token: string | null) => {
  const headers = limitedHeaders(edlId, token);
  return requestDone(`/edl/${edlId}/convention-pdf/generate`, {
    method: 'POST',
    ...(headers && { headers }),
  });
};

/** How long the public page waits for the new agreement before saying it did not come. */
const CONVENTION_WAIT_MS = 120_000;

/** Resolves once the exit agreement asked for is rendered (its has-generated stream). */
export const waitConventionPdf = (edlId: number, token: string | null) =>
  waitGenerated(edlId, 'convention', AbortSignal.timeout(CONVENTION_WAIT_MS), limitedHeaders(edlId, token));

/** The report's public costing token, null while none is shared. */
export const fetchPublicLink = (edlId: number) =>
  requestAnswer(PublicLinkSchema, `/edl/${edlId}/public-link`);

export const createPublicLink = (edlId: number) =>
  requestAnswer(CreatedPublicLinkSchema, `/edl/${edlId}/public-link`, { method: 'POST' });

/** Revokes the link: its token answers 401 from then on. */
export const revokePublicLink = (edlId: number) =>
  requestDone(`/edl/${edlId}/public-link`, { method: 'DELETE' });

/** The address a tenant opens: this app's public costing route. */
export const publicCostingUrl = (edlId: number, token: string) =>
  appLink(`${location.origin}${location.pathname}`, 'publicCosting', { edlId, publicToken: token });
