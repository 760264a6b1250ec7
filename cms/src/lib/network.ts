/**
 * The network a visitor's address belongs to, as rate limits count it (ADR 0019). An IPv4 address is one network
 * (a NAT hides a whole church hall behind it). An IPv6 address is one device of a /64: a home, an office or a phone
 * gets a whole /64 and can pick any address in it, so limits keyed on the full address would reset per request.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** "2001:db8:1:2::/64" for any address in that /64; IPv4 (also IPv4-mapped IPv6) as is; null if not an address. */
export function networkOf(address: string): string | null {
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = address.toLowerCase().split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (e.g. 64:ff9b::192.0.2.1) counts as two groups; the /64 prefix never reaches it.
  const groups = (parts: string[]) => parts.flatMap((part) => (part.includes('.') ? ['0', '0'] : [part]));
  const full =
    tail === undefined
      ? groups(left)
      : [...groups(left), ...Array(8 - groups(left).length - groups(right).length).fill('0'), ...groups(right)];
  const prefix = full.slice(0, 4).map((group) => parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
