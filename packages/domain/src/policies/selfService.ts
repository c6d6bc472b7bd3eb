/**
 * Self-service inspections (inspection-core §6, §7 "Self-service"; accounts-costing §6, §7): who
 * invites tenants, and what a tenant's account reaches.
 */
import { agentsOnly, decide, forbid, type Decision } from './decision.ts';
import { isSuperAdmin, roleOf, type Subject } from './subject.ts';

/** "Self-service pages allow super admins or canAutoEdl users" (inspection-core §6). */
export function canManageSelfService(user: Pick<Subject, 'admin' | 'groupId' | 'canAutoEdl'>): boolean {
  return user.canAutoEdl || isSuperAdmin(user);
}

/** "Auto-EDL management shown only if canAutoEdl" (accounts-costing §6): the account screen's entry. */
export function showsSelfServiceEntry(user: Pick<Subject, 'canAutoEdl'>): boolean {
  return user.canAutoEdl;
}

/** An invitation: the agent who made it. */
export interface InvitationFacts {
  agentUserId: number;
}

/**
 * What a self-service tenant reaches besides its session: its invitation, its base report and
 * photos, its one upload. The server's routes say so one by one (`config: { selfService: true }`,
 * apps/server/src/modules/autoEdl/gate.ts); everything else answers a tenant as if it did not exist.
 */
export const selfServicePolicy = {
  .../* @__PURE__ */ agentsOnly({
    /** The agent's list of invitations. */
    list: (subject: Subject): Decision => decide(true, canManageSelfService(subject), 'self-service-off'),
    /** Deleting one (with its tenant's account): the agent's own invitations only. */
    delete: (subject: Subject, invitation: InvitationFacts): Decision =>
      canManageSelfService(subject)
        ? decide(invitation.agentUserId === subject.userId)
        : forbid('self-service-off'),
  }),
  /** A tenant's own invitation (what its flow starts from): tenants only, each its own. */
  mine: (subject: Subject): Decision => decide(roleOf(subject) === 'tenant'),
};
