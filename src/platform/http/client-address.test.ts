import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

const SOCKET = '10.0.0.9';

describe('clientAddress (TRUST_PROXY hop count)', () => {
  it('0 hops: the socket address, X-Forwarded-For ignored', () => {
    expect(clientAddress('6.6.6.6', SOCKET, 0)).toBe(SOCKET);
    expect(clientAddress(undefined, SOCKET, 0)).toBe(SOCKET);
  });

  it('1 hop: the right-most entry (what our proxy appended), whatever the client prepended', () => {
    expect(clientAddress('1.2.3.4', SOCKET, 1)).toBe('1.2.3.4');
    expect(clientAddress('6.6.6.6, 7.7.7.7,1.2.3.4', SOCKET, 1)).toBe('1.2.3.4');
  });

  it('N hops: skips the N-1 right-most entries (written by our inner proxies)', () => {
    expect(clientAddress('6.6.6.6, 1.2.3.4, 10.0.0.2', SOCKET, 2)).toBe('1.2.3.4');
    expect(clientAddress('1.2.3.4, 10.0.0.3, 10.0.0.2', SOCKET, 3)).toBe('1.2.3.4');
  });

  it('fewer entries than hops, no header or an empty entry: the socket address, never a client-written entry', () => {
    expect(clientAddress('6.6.6.6', SOCKET, 2)).toBe(SOCKET);
    expect(clientAddress(undefined, SOCKET, 1)).toBe(SOCKET);
    expect(clientAddress('6.6.6.6, ', SOCKET, 1)).toBe(SOCKET);
  });
});
