/** "ABCPE1234F" → "XXXXXX234F": the owner recognises it, a leaked row identifies nobody. */
export const maskPan = (pan: string) => `XXXXXX${pan.slice(-4)}`;
