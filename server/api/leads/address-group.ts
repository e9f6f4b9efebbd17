import { isIPv6 } from "node:net";
import { Address6 } from "ip-address";

/** An IPv6 subscriber is handed a /64: one address to the rate limit, as @fastify/rate-limit's own key counts it. */
const IPV6_GROUP_BITS = 64;

/**
 * The address the rate limit counts a request under: an IPv4 address as it
 * is (an IPv4-mapped IPv6 one as IPv4), an IPv6 one as its /64, so that a
 * client cannot step past the limit by changing the address inside its block.
 */
export function addressGroup(ip: string): string {
  if (!isIPv6(ip)) return ip.toLowerCase();
  const address = new Address6(ip);
  if (address.isMapped4()) return address.to4().correctForm();
  return `${new Address6(`${ip}/${IPV6_GROUP_BITS}`).startAddress().correctForm()}/${IPV6_GROUP_BITS}`;
}
