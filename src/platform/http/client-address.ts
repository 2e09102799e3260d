/**
 * The client's address behind `hops` reverse proxies that we run (`TRUST_PROXY`, ADR 0015).
 *
 * Every proxy appends the address it received the connection from to `X-Forwarded-For`, so with
 * N proxies the right-most N entries were written by our proxies: the right-most by the proxy next
 * to us (naming the proxy before it), the N-th from the right by the outermost proxy, naming the
 * client. Entries further left were sent by the client itself and are not trusted.
 *
 * - `hops` 0 (unset): the socket address; `X-Forwarded-For` is ignored.
 * - `hops` N ≥ 1: skip the N-1 right-most entries and take the next one (the right-most untrusted
 *   address).
 * - Fewer than N entries (a request that bypassed a proxy) or an empty entry there: the socket
 *   address, never an entry the client could have written.
 */
export function clientAddress(forwardedFor: string | undefined, socketAddress: string, hops: number): string {
  if (hops <= 0 || !forwardedFor) return socketAddress;
  const entries = forwardedFor.split(',').map((e) => e.trim());
  if (entries.length < hops) return socketAddress;
  return entries[entries.length - hops] || socketAddress;
}
