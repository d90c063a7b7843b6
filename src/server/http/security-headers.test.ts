import { describe, expect, it } from 'vitest';
import { computeSecurityHeaders } from './security-headers';

describe('computeSecurityHeaders', () => {
  it('answers the policy once, with the storage origins allowed for images only', () => {
    const headers = new Map(computeSecurityHeaders(['https://cdn.example.com']));
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.example.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.has('cross-origin-embedder-policy')).toBe(false);
  });
});
