/** Only same-origin paths may be a post-login target: '/x' yes, '//evil.example' or 'https://…' no. */
export function safeRedirect(target: string | undefined, fallback = '/dashboard'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  if (target === '/login' || target.startsWith('/login?')) return fallback;
  return target;
}
