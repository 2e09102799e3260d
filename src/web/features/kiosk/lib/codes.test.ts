import { describe, expect, it } from 'vitest';
import { badgeFromScan, isPairingCode, normalizePairingCode, readScannedCode } from './codes';

const BADGE = 'ABCDEFGHJKLMNPQRSTUVWXYZ2345';

describe('kiosk codes', () => {
  it('accepts a pairing code in lower case with spaces and hyphens', () => {
    expect(normalizePairingCode(' ab3d-ef 9h ')).toBe('AB3DEF9H');
    expect(isPairingCode(normalizePairingCode('ab3d-ef9h'))).toBe(true);
    expect(isPairingCode(normalizePairingCode('ab3d-ef9'))).toBe(false);
    expect(isPairingCode(normalizePairingCode('ab3d-ef9h!'))).toBe(false);
  });

  it('reads the badge token whatever the case, alone or in a link', () => {
    expect(badgeFromScan(`${BADGE}\n`)).toBe(BADGE);
    expect(badgeFromScan(BADGE.toLowerCase())).toBe(BADGE);
    expect(badgeFromScan(`https://example.com/kiosk?badge=${BADGE}`)).toBe(BADGE);
  });

  it('finds no badge in a personnel number or a too long code', () => {
    expect(badgeFromScan('L-4711')).toBeNull();
    expect(badgeFromScan(`${BADGE}X`)).toBeNull();
    expect(badgeFromScan('')).toBeNull();
  });
});

describe('readScannedCode', () => {
  it('tells a badge from a start letter link and from anything else', () => {
    expect(readScannedCode(BADGE)).toEqual({ kind: 'badge', badge: BADGE });
    expect(readScannedCode('https://app.example/?anmeldung=personalnummer&firma=ABC123&nr=L-4711')).toEqual({ kind: 'startLetter', personnelNumber: 'L-4711' });
    expect(readScannedCode('https://app.example/?x=1')).toBeNull();
    expect(readScannedCode('L-4711')).toBeNull();
  });
});
