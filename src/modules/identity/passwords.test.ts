import { describe, expect, it } from 'vitest';
import { OWASP_SCRYPT_COST } from '../../platform/config';
import { hashPassword, needsRehash, verifyPassword } from './passwords';

const LOW = { N: 1024, r: 8, p: 1 };

describe('passwords (issue 14, item 3)', () => {
  it('hashes at OWASP cost by default (128 MiB: above Node’s default maxmem) and verifies', async () => {
    const hash = await hashPassword('geheim123');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('geheim123', hash)).toBe(true);
    expect(await verifyPassword('geheim124', hash)).toBe(false);
    expect(needsRehash(hash, OWASP_SCRYPT_COST)).toBe(false);
  });

  it('a hash names its parameters: older hashes verify and need a rehash', async () => {
    const old = await hashPassword('geheim123', { N: 16384, r: 8, p: 1 });
    expect(await verifyPassword('geheim123', old)).toBe(true);
    expect(needsRehash(old, OWASP_SCRYPT_COST)).toBe(true);
    expect(needsRehash(await hashPassword('x', LOW), LOW)).toBe(false);
  });

  it('refuses what is not a hash of ours, and absurd parameters, without computing', async () => {
    expect(await verifyPassword('a', null)).toBe(false);
    expect(await verifyPassword('a', 'bcrypt$xyz')).toBe(false);
    expect(await verifyPassword('a', 'scrypt$4294967296$8$1$c2FsdA==$a2V5')).toBe(false);
    expect(needsRehash('garbage', LOW)).toBe(true);
  });
});
