// The three partner programmes: how many benefits and fits each lists (the words are in texts.ts).
// One page draws them all.
import type { PartnerProgramme } from '@platform/shared/schemas';

export const PROGRAMMES = {
  franchise: { benefits: ['b1', 'b2', 'b3', 'b4'], suits: ['s1', 's2', 's3'] },
  distributor: { benefits: ['b1', 'b2', 'b3'], suits: ['s1', 's2', 's3'] },
  'become-partner': { benefits: ['b1', 'b2', 'b3', 'b4'], suits: ['s1', 's2', 's3'] },
} as const satisfies Record<PartnerProgramme, { benefits: readonly string[]; suits: readonly string[] }>;
