/** Which photo this is: the two sides of the ID card, the borrower's face, or a payment certificate (receipt). */
export type PhotoKind = 'front' | 'back' | 'selfie' | 'voucher';

/**
 * How one kind of photo is sized and compressed. The numbers and why:
 * - ID sides, long edge 2000 px. Recognition wants about 300 dpi on the card (85.6 mm wide → ~1000 px
 *   across the card). Borrowers shoot with the plain camera, without a frame to fill, so the card is
 *   often half the picture: 2000 px keeps ~1000 px on it; 1600 would need the card to fill 63 %.
 * - Selfie, long edge 1280 px: face matching needs the face ≥ ~300 px; more is bytes on a weak network.
 * - Payment certificate (a bank receipt or a screenshot of one), as an ID side: the company reads its
 *   small print (amount, IBAN, date) by eye, so the same 2000 px and quality floor.
 * - At most 400 kB: a few seconds on a 1 Mbit/s upload, well under the server's 10 MB.
 * - Quality from 0.85 down to 0.6: 0.85 is visually lossless for text; below ~0.6 the 8×8 blocks start to
 *   blur the thin strokes of small print. When even 0.6 is too big the picture is made smaller instead
 *   (fewer, sharper pixels read better than many smeared ones), never below `minEdge`.
 */
export interface PhotoProfile {
  maxEdge: number;
  minEdge: number;
  maxBytes: number;
  startQuality: number;
  minQuality: number;
  qualityStep: number;
  /** Encodes at most: each one costs ~0.1–0.5 s on a cheap phone. */
  maxAttempts: number;
}

const ID_SIDE: PhotoProfile = {
  maxEdge: 2000,
  minEdge: 1024,
  maxBytes: 400_000,
  startQuality: 0.85,
  minQuality: 0.6,
  qualityStep: 0.07,
  maxAttempts: 6,
};

export const PHOTO_PROFILES: Readonly<Record<PhotoKind, PhotoProfile>> = {
  front: ID_SIDE,
  back: ID_SIDE,
  selfie: { ...ID_SIDE, maxEdge: 1280, minEdge: 640 },
  voucher: ID_SIDE,
};

export interface Attempt {
  maxEdge: number;
  quality: number;
}

export type LadderDecision =
  | { action: 'accept' }
  | { action: 'retry'; next: Attempt }
  /** Out of attempts or at the floor of size and quality: keep the smallest result. */
  | { action: 'give-up' };

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * What to do after an encode of `attempt` came out at `bytes` (the `attemptNo`-th encode, from 1).
 * Under budget: keep it. Otherwise lower the quality a step (two steps when far over: each encode is
 * slow on a phone), and once at the floor shrink the picture by the square root of the overshoot
 * (bytes follow the pixel count), with 5 % to spare so one more encode is usually the last.
 */
export function nextAttempt(attempt: Attempt, bytes: number, attemptNo: number, p: PhotoProfile): LadderDecision {
  if (bytes <= p.maxBytes) return { action: 'accept' };
  if (attemptNo >= p.maxAttempts) return { action: 'give-up' };
  const over = bytes / p.maxBytes;
  if (attempt.quality > p.minQuality + 1e-9) {
    const step = over > 1.35 ? 2 * p.qualityStep : p.qualityStep;
    return { action: 'retry', next: { maxEdge: attempt.maxEdge, quality: round2(Math.max(p.minQuality, attempt.quality - step)) } };
  }
  if (attempt.maxEdge <= p.minEdge) return { action: 'give-up' };
  const maxEdge = Math.max(p.minEdge, Math.floor((attempt.maxEdge * 0.95) / Math.sqrt(over)));
  return { action: 'retry', next: { maxEdge, quality: p.minQuality } };
}
