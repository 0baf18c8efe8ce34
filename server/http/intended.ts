/**
 * Where sign-in leads on to, when a visitor was asked to sign in on the way somewhere
 * ('Ship this' on a quote). The path is set by the server only and checked again when
 * used: a path of this site ('/quote'), never another site ('//host', '/\host', 'https:').
 */
export function sameSitePath(path: unknown): string | null {
  if (typeof path !== 'string' || path.length > 2048) return null;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  // Control characters (a tab or a new line read as nothing by some browsers) are refused.
  const control = [...path].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);
  if (control || path.includes('\\')) return null;
  return path;
}
