import { describe, expect, it } from 'vitest';
import { csvField } from './export';
import { berlinMidnight } from './params';

describe('CSV fields', () => {
  it('quotes separators, quotes and line breaks, and defuses formulas', () => {
    expect(csvField('Anna Schmidt')).toBe('Anna Schmidt');
    expect(csvField('Halle "3"; Nord')).toBe('"Halle ""3""; Nord"');
    expect(csvField('Zeile 1\nZeile 2')).toBe('"Zeile 1\nZeile 2"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-5')).toBe("'-5");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});

describe('Berlin days', () => {
  it('start at local midnight in winter and in summer time', () => {
    expect(berlinMidnight('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(berlinMidnight('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(berlinMidnight('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(berlinMidnight('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });
});
