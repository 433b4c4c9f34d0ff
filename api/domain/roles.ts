// Who may do what in the back office, in one place for the server's checks and the admin's menus.
// OWNER: everything, including accounts, affiliate programs, earnings and the audit trail. EDITOR:
// the content (providers, resources, FAQs, ad spots) and the inbox.

export const ROLES = ['OWNER', 'EDITOR'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { OWNER: 'Owner', EDITOR: 'Editor' };

/** What a role is allowed, by the area it touches. */
export type Capability = 'content' | 'inbox' | 'accounts' | 'affiliate' | 'earnings' | 'audit' | 'settings';

const GRANTS: Record<Role, readonly Capability[]> = {
  OWNER: ['content', 'inbox', 'accounts', 'affiliate', 'earnings', 'audit', 'settings'],
  EDITOR: ['content', 'inbox'],
};

export function roleCan(role: Role | null | undefined, capability: Capability): boolean {
  return role !== null && role !== undefined && GRANTS[role].includes(capability);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
