/** Words as a borrower counts them: runs of letters or digits separated by spaces or punctuation. */
export function wordCount(text: unknown): number {
  if (typeof text !== 'string') return 0;
  return text.split(/[\s,.;:!?()«»"'—–-]+/u).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export const FEEDBACK_WORDS = { min: 10, max: 200 } as const;

/** Practical e-mail check: something@domain.tld, no spaces, at most 254 characters. */
export function isEmail(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[\p{L}]{2,}$/u.test(value.trim());
}
