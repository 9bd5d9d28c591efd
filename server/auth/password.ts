import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * The owner's password, kept only as a scrypt hash (memory-hard: each guess costs 32 MiB and
 * ~0.1 s). Format, safe to paste into an environment variable without quoting:
 * `scrypt:<N>:<r>:<p>:<salt, base64url>:<hash, base64url>`. Made by `npm run admin -- hash-password`.
 */
const params = { N: 2 ** 15, r: 8, p: 1 } as const;
const keyLength = 32;
const shape = /^scrypt:(\d+):(\d+):(\d+):([A-Za-z0-9_-]{16,}):([A-Za-z0-9_-]{32,})$/;

const derive = (password: string, salt: Buffer, o: { N: number; r: number; p: number }, length: number) =>
  new Promise<Buffer>((resolve, reject) => {
    const options: ScryptOptions = { N: o.N, r: o.r, p: o.p, maxmem: 128 * o.N * o.r * 2 };
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params, keyLength);
  return `scrypt:${params.N}:${params.r}:${params.p}:${salt.toString('base64url')}:${key.toString('base64url')}`;
}

/**
 * A hash `verifyPassword` can check: its shape, and scrypt parameters scrypt takes (N a power of
 * two above 1, r and p at least 1, at most 1 GiB of memory). With others every sign-in failed
 * with an error instead of an answer: the start refuses them (config.ts).
 */
export const isPasswordHash = (value: string): boolean => {
  const m = shape.exec(value);
  if (!m) return false;
  const [N, r, p] = [m[1], m[2], m[3]].map(Number);
  return N > 1 && Number.isSafeInteger(N) && (N & (N - 1)) === 0 && r >= 1 && p >= 1 && 128 * N * r <= 2 ** 30;
};

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (!isPasswordHash(stored)) return false;
  const m = shape.exec(stored)!;
  const expected = Buffer.from(m[5], 'base64url');
  const key = await derive(password, Buffer.from(m[4], 'base64url'), { N: Number(m[1]), r: Number(m[2]), p: Number(m[3]) }, expected.length);
  return timingSafeEqual(key, expected);
}
