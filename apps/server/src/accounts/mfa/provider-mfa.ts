/**
 * The RFC 8176 authentication methods that mean the identity provider itself verified more than one factor (or a
 * hardware- or software-bound key): 'mfa' (Microsoft Entra ID's), one-time codes, keys, biometrics, SMS or phone.
 */
const MULTI_FACTOR_METHODS = new Set(['mfa', 'otp', 'hwk', 'swk', 'sms', 'tel', 'fido', 'face', 'fpt', 'iris', 'retina', 'vbm']);

/** Whether an ID token's amr shows multi-factor authentication, so our own second step is not asked again. */
export function hasMultiFactorAmr(amr: readonly string[]): boolean {
  return amr.some((method) => MULTI_FACTOR_METHODS.has(method.toLowerCase()));
}
