import { describe, expect, it } from 'vitest';
import { formatUserEventNotification, parseUserEventNotification } from './channel';

const USER = '7d9f0335-8dcc-4054-9bf9-0dbd61d36906';

describe('user event notifications', () => {
  it('read back what they wrote', () => {
    expect(parseUserEventNotification(formatUserEventNotification(USER, { type: 'credits' }))).toEqual({
      userId: USER,
      event: { type: 'credits' },
    });
    expect(
      parseUserEventNotification(formatUserEventNotification(USER, { type: 'carousel', id: 'abc' })),
    ).toEqual({ userId: USER, event: { type: 'carousel', id: 'abc' } });
  });

  it("read back a workspace's event, for every member's stream on it", () => {
    expect(
      parseUserEventNotification(formatUserEventNotification({ workspaceId: USER }, { type: 'credits' })),
    ).toEqual({ workspaceId: USER, event: { type: 'credits' } });
  });

  it("read the carousel feature's payload shape", () => {
    const payload = JSON.stringify({ userId: USER, type: 'carousel', id: 'c-1' });
    expect(parseUserEventNotification(payload)?.event).toEqual({ type: 'carousel', id: 'c-1' });
  });

  it('drop anything malformed instead of forwarding it', () => {
    for (const payload of [
      undefined,
      '',
      'not json',
      '{}',
      JSON.stringify({ userId: 'nope', type: 'credits' }),
      JSON.stringify({ userId: USER, type: 'password' }),
      // Both audiences at once is not an event anyone wrote.
      JSON.stringify({ userId: USER, workspaceId: USER, type: 'credits' }),
      JSON.stringify({ type: 'credits' }),
    ]) {
      expect(parseUserEventNotification(payload)).toBeNull();
    }
  });
});
