import { hash, verify } from '@node-rs/argon2';

// `Algorithm.Argon2id` is an ambient const enum, which isolated modules cannot read.
const ARGON2ID = 2;

export interface PasswordHashingCost {
  /** KiB */
  memoryCost: number;
  timeCost: number;
}

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane).
export const defaultPasswordCost: PasswordHashingCost = { memoryCost: 19_456, timeCost: 2 };

export class PasswordHasher {
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly cost: PasswordHashingCost = defaultPasswordCost) {}

  hash(password: string): Promise<string> {
    return hash(password, { algorithm: ARGON2ID, parallelism: 1, ...this.cost });
  }

  async verify(stored: string | null | undefined, password: string): Promise<boolean> {
    // Unknown accounts still pay for one verification, so timing does not tell which emails exist.
    this.dummyHash ??= this.hash('not-a-real-password-0');
    const target = stored ?? (await this.dummyHash);
    try {
      const ok = await verify(target, password);
      return ok && stored != null;
    } catch {
      return false;
    }
  }
}
