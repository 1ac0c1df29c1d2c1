/**
 * An address as logs may show it: the first character of the local part and the domain
 * ("jane@example.org" -> "j***@example.org"). Logs never hold a full address.
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return '***';
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const first = Array.from(local)[0] ?? '';
  return `${first}***@${domain}`;
}
