/** Only paths on this site, never `//host` or `/\host`, so redirectTo cannot send a user elsewhere. */
export function safeRedirectPath(target: string | null | undefined, fallback = '/admin'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // Control characters (CR, LF, TAB…) could split headers or be dropped by the browser to form `//host`.
  if ([...target].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return fallback;
  // A Location header carries only ASCII: `/ž` (a search for "čaj" kept across the login, say) is sent percent-encoded,
  // as the browser would have written it. A lone surrogate cannot be encoded and is refused.
  try {
    return target.replace(/[\u0080-\uffff]+/g, (text) => encodeURIComponent(text));
  } catch {
    return fallback;
  }
}

/** Where a user lands after login when nothing else was asked for. */
export function homePathForRole(roleId: number): string {
  return roleId === 1 ? '/super/companies' : '/admin';
}
