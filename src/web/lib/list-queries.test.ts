import { describe, expect, it, vi } from 'vitest';

// the API client reaches the UI language module, which sets up i18next on the page's document
vi.mock('../i18n', () => ({ currentLanguage: () => 'de' }));

import { listQueryString, ownershipParam } from './list-queries';

describe('listQueryString', () => {
  it('keeps the given order and leaves out empty and undefined values', () => {
    expect(listQueryString({ tags: '', search: 'a b', ownership: ownershipParam('alle'), page: '2' })).toBe('search=a+b&page=2');
    expect(listQueryString({ search: '', ownership: ownershipParam('owner'), page: '1' })).toBe('ownership=owner&page=1');
  });

  it('is empty when nothing is set', () => {
    expect(listQueryString({ search: undefined, page: undefined })).toBe('');
  });
});
