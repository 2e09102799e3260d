import { describe, expect, it } from 'vitest';
import { streamName } from './stream-name';

describe('streamName', () => {
  const user = streamName('user');
  const request = streamName('contact-request');

  it('builds the stream id of an aggregate and reads the id back', () => {
    expect(user('0b5f6f3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b')).toBe('user-0b5f6f3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b');
    expect(user.idOf(user('0b5f6f3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b'))).toBe('0b5f6f3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b');
    expect(request.idOf('contact-request-r-1')).toBe('r-1');
  });

  it('tells its own stream ids from others', () => {
    expect(user.holds('user-1')).toBe(true);
    expect(user.holds('users-1')).toBe(false);
    expect(request.holds('contact-1')).toBe(false);
  });
});
