/** Who is signed in, as Refine's `useGetIdentity()` answers (the auth provider's `getIdentity`). */
export interface ShellIdentity {
  id?: string | number;
  name?: string;
  email?: string;
  userType?: string;
  imageUrl?: string | null;
  /** The profile's roles, by name (FINANCE, FINANCE_REVIEWER, …). */
  userRoles?: readonly { role: { name: string } }[];
}

/** 'SUPER_ADMIN' → 'Super Admin'. */
export function humanizeUserType(userType: string | undefined): string {
  if (!userType) return '';
  return userType
    .toLowerCase()
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
