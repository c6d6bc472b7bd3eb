/**
 * A policy's decision (packages/domain/src/policies) as the API's answer: allowed goes on, hidden
 * is the route's own 404 (exactly as something that does not exist), refused a 403 with the
 * reason's message.
 */
import { isRefusal, refusalMessage, type Decision } from '@constat/domain';
import { forbidden, type ApiError } from '../../http/errors.ts';

export function authorize(decision: Decision, hidden: () => ApiError): void {
  if (decision === 'hide') throw hidden();
  if (isRefusal(decision)) throw forbidden(refusalMessage(decision));
}
