/**
 * FNV-1a, 32 bits, in base 36: a short, stable fingerprint of a string, for telling values apart without
 * keeping them (an order number in the analytics seen-list, the token between visits, a submission's body).
 * Not a cryptographic hash.
 */
export function fnv1a(s: string): string {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0).toString(36);
}
