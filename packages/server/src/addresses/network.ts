import { isIPv4, isIPv6 } from 'node:net';

// What the unknown-address check (LOGINIPVERF3) remembers of an address, and how it shows a
// recipient to someone who has proven the password only.

/** The hextets of an IPv6 address, eight of them (an embedded IPv4 tail as two). */
function hextets(ip: string): number[] {
  const [head = '', tail] = ip.split('::');
  const groups = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [a * 256 + b, c * 256 + d];
        });
  const start = groups(head);
  const end = tail === undefined ? [] : groups(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/**
 * The network of an address as the check remembers it: an IPv4 address's /24, an IPv6 address's
 * /64 (a phone or a home router changes address within it), in CIDR notation. An IPv4 address
 * written as IPv6 (`::ffff:203.0.113.7`, a dual-stack socket's) is the IPv4 address. Undefined for
 * what is not an address.
 */
export function networkOf(ip: string): string | undefined {
  const address = ip.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/iu, '');
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(address)) return undefined;
  const [a = 0, b = 0, c = 0, d = 0] = hextets(address.split('%')[0] ?? address);
  return `${[a, b, c, d].map((h) => h.toString(16)).join(':')}::/64`;
}

/**
 * A mobile number as a challenge shows it: the dialing code and the last two digits
 * (`+52 •••• ••78`), enough for the owner to know the phone and for nobody else to learn it.
 */
export function maskMobile(mobile: string, dialingCode: string | null): string {
  const digits = mobile.replace(/\D/gu, '');
  return `${dialingCode ? `${dialingCode} ` : ''}•••• ••${digits.slice(-2)}`;
}

/** An e-mail address as a challenge shows it: the first letter and the domain (`d•••@example.com`). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}
