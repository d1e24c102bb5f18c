import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A key for one use, derived from a server secret with HKDF-SHA256. Each use (OTP codes, sealed
 * data) gets its own key, so nothing computed with one key can stand in for another.
 */
export function deriveKey(secret: string, use: 'otp-code-hmac' | 'sealed-data' | 'pii-hash' | 'refresh-token'): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), `loan-marketplace-api/${use}`, 32));
}

/**
 * AES-256-GCM for answers kept at rest (PAN, income, a form's free text). The stored text is
 * `v1.<iv>.<tag>.<ciphertext>` in base64url; `aad` binds a sealed value to its row, so a value
 * copied into another row does not open.
 */
export class Sealer {
  constructor(private readonly key: Buffer) {}

  seal(value: unknown, aad: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(aad, 'utf8'));
    const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  open<T = unknown>(sealed: string, aad: string): T {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Not a sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    return JSON.parse(text) as T;
  }
}
