/**
 * Where a tenant resumes (inspection-core §4 "Self-service"): the stored progress flags decide the
 * screen, and going back clears the flag of the step left, so a reload never jumps forward again.
 */
import type { SelfServiceState } from './model.ts';

export type SelfServiceRoute =
  | 'edlsLocal'
  | 'autoEdlLang'
  | 'autoEdlInfo'
  | 'autoEdlDone'
  | 'autoEdlSignature'
  | 'autoEdlRecap'
  | 'autoEdl';

/** No locale: language; no id: info; done; signature; recap; otherwise the inspection. No record: local list. */
export function selfServiceRoute(state: SelfServiceState | null | undefined): SelfServiceRoute {
  if (!state) return 'edlsLocal';
  if (!state.locale) return 'autoEdlLang';
  if (state.id === null) return 'autoEdlInfo';
  if (state.done) return 'autoEdlDone';
  if (state.signature) return 'autoEdlSignature';
  if (state.recap) return 'autoEdlRecap';
  return 'autoEdl';
}

/** 'Valider et signer' at the comment: on to the recap. */
export function toSelfServiceRecap(state: SelfServiceState): SelfServiceState {
  return { ...state, recap: true };
}

export function toSelfServiceSignature(state: SelfServiceState): SelfServiceState {
  return { ...state, recap: true, signature: true };
}

export function finishSelfService(state: SelfServiceState): SelfServiceState {
  return { ...state, done: true };
}

/** Back from signature to recap, from recap to the inspection (its comment step). Done is final. */
export function selfServiceBack(state: SelfServiceState): SelfServiceState {
  if (state.done) return state;
  if (state.signature) return { ...state, signature: false };
  if (state.recap) return { ...state, recap: false, comment: true };
  return state;
}
