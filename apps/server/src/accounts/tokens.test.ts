import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createTokenSigner } from './tokens.ts';

const claims = { userId: '5b0f3c3e-4d0a-4a57-9a43-2f6f4f6d2a11', sessionId: '0d9a3f6e-8c1b-4f7e-b6d5-3a2c1e0f9b87' };

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens', () => {
  it('verifies a token it signed, and the same token again', async () => {
    const signer = createTokenSigner('secret one');
    const token = await signer.sign(claims);
    expect(await signer.verify(token)).toEqual(claims);
    expect(await signer.verify(token)).toEqual(claims);
  });

  it('refuses a token whose signature or claims were changed, after the genuine one was verified', async () => {
    const signer = createTokenSigner('secret one');
    const token = await signer.sign(claims);
    await signer.verify(token);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const otherSignature = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await signer.verify(`${header}.${payload}.${otherSignature}`)).toBeNull();
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'someone else' }));
    expect(await signer.verify(`${header}.${forged.toString('base64url')}.${signature}`)).toBeNull();
    expect(await createTokenSigner('secret two').verify(token)).toBeNull();
  });

  it('refuses a token once it has expired, though it was verified before', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T10:00:00Z'), toFake: ['Date'] });
    const signer = createTokenSigner('secret one');
    const token = await signer.sign(claims);
    expect(await signer.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date(Date.now() + (ACCESS_TOKEN_TTL_SECONDS - 5) * 1000));
    expect(await signer.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date(Date.now() + 10_000));
    expect(await signer.verify(token)).toBeNull();
  });
});
