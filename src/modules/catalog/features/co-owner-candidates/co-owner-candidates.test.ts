import { describe, expect, it } from 'vitest';
import { decode } from '../../../../platform/http';
import { CandidatesQuery } from './schema';

describe('co-owner candidates query string', () => {
  it('takes the first 100 characters of one search text; none or a repeated one searches for everything', () => {
    expect(decode(CandidatesQuery, { search: 'x'.repeat(120) }).search).toHaveLength(100);
    expect(decode(CandidatesQuery, {}).search).toBe('');
    expect(decode(CandidatesQuery, { search: ['a', 'b'] }).search).toBe('');
  });
});
