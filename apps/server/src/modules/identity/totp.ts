import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
const PARAMETERS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** One step either side of now is accepted, for clocks that drift. */
const WINDOW = 1;

/** A new random secret (160 bits), base32 as apps type it in. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth URI of the QR code: issuer the brand, label `tenantId#username` percent-encoded. */
export function totpUri(params: {
  brand: string;
  tenantId: string;
  username: string;
  secret: string;
}) {
  const label = encodeURIComponent(`${params.tenantId}#${params.username}`);
  const issuer = encodeURIComponent(params.brand);
  return `otpauth://totp/${issuer}:${label}?secret=${params.secret}&issuer=${issuer}&algorithm=SHA1&digits=6&period=30`;
}

/** The time step a code belongs to when it is right within ±1 step of `now`; undefined otherwise. */
export function matchTotpStep(params: {
  secret: string;
  code: string;
  now: Date;
}): number | undefined {
  if (!/^\d{6}$/.test(params.code)) return undefined;
  const totp = new TOTP({ ...PARAMETERS, secret: Secret.fromBase32(params.secret) });
  const timestamp = params.now.getTime();
  const delta = totp.validate({ token: params.code, timestamp, window: WINDOW });
  return delta === null ? undefined : totp.counter({ timestamp }) + delta;
}

/** The code of `secret` at `at` (tests, and the e2e's authenticator). */
export const totpCode = (secret: string, at: Date) =>
  new TOTP({ ...PARAMETERS, secret: Secret.fromBase32(secret) }).generate({
    timestamp: at.getTime(),
  });
