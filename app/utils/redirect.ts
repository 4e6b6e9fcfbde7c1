/** Only paths on this site, never `//host` or `/\host`, so redirectTo cannot send a user elsewhere. */
export function safeRedirectPath(target: string | null | undefined, fallback = '/admin'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // Control characters (CR, LF, TAB…) could split headers or be dropped by the browser to form `//host`.
  if ([...target].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return fallback;
  return target;
}

/** Where a user lands after login when nothing else was asked for. */
export function homePathForRole(roleId: number): string {
  return roleId === 1 ? '/super/companies' : '/admin';
}
