/**
 * What an access rule answers about one request. The server turns it into the API's answer
 * (docs/ARCHITECTURE.md "Access rules"): 'hide' is a 404 exactly like something that does not exist
 * (another agency's data never shows that it exists), a refusal a 403, with its reason's message, on
 * something the caller sees or on an action that reveals nothing.
 */
import { roleOf, type Subject } from './subject.ts';

/** Why an action is refused, and what the caller is told. */
export const REFUSALS = {
  'admins-only': 'Cette action est réservée aux administrateurs',
  'self-service-grant': 'Seul un super administrateur peut activer les Auto-EDL',
  'parent-group': 'Seul un super administrateur peut changer le groupe parent',
  'global-message': 'Seul un super administrateur peut publier un message',
  'own-account': 'Vous ne pouvez pas supprimer votre propre compte',
  'own-group': 'Vous ne pouvez pas supprimer votre propre groupe',
  'self-service-off': 'Les Auto-EDL ne sont pas activés pour votre compte',
  'report-author': "Seuls l'auteur de cet EDL et les administrateurs peuvent le supprimer",
  'password-locked': 'La modification du mot de passe est désactivée pour ce compte',
  'group-calibration': 'Les éléments définis par le groupe ne peuvent pas être modifiés',
} as const;
export type Refusal = keyof typeof REFUSALS;

export type Decision = 'allow' | 'hide' | `forbid:${Refusal}`;

export const forbid = (reason: Refusal): Decision => `forbid:${reason}`;

export const isRefusal = (decision: Decision): decision is `forbid:${Refusal}` =>
  decision.startsWith('forbid:');

/** The message of a refusal. */
export const refusalMessage = (decision: `forbid:${Refusal}`): string =>
  REFUSALS[decision.slice('forbid:'.length) as Refusal];

/** Hidden unless `visible`; then allowed, or refused for `reason`. */
export const decide = (visible: boolean, allowed = true, reason: Refusal = 'admins-only'): Decision =>
  !visible ? 'hide' : allowed ? 'allow' : forbid(reason);

/** `decision`, unless it allows and `refused` holds: then refused for `reason`. */
export const unless = (decision: Decision, refused: boolean, reason: Refusal): Decision =>
  decision === 'allow' && refused ? forbid(reason) : decision;

type Rule<A extends unknown[]> = (subject: Subject, ...resource: A) => Decision;

/**
 * The agents' rules, which a self-service tenant never reaches: it "works only in the self-service
 * flow" (inspection-core §6), and everything else answers it as if it did not exist.
 */
export function agentsOnly<P extends Record<string, Rule<never[]>>>(policy: P): P {
  const guarded = Object.entries(policy).map(([action, rule]) => [
    action,
    (subject: Subject, ...resource: never[]) =>
      roleOf(subject) === 'tenant' ? 'hide' : rule(subject, ...resource),
  ]);
  return Object.fromEntries(guarded) as P;
}
