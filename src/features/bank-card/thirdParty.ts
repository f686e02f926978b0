import { useLayoutEffect } from 'react';
import { holdThirdParty } from '@/shared/analytics/thirdPartyHold';

/**
 * A card page holds third parties off while it is mounted (security review M3, PCI DSS 6.4.3): analytics
 * does not start, and if it runs already it sends nothing to the analytics servers until the borrower leaves the
 * card pages. A layout effect: the hold is in force in the same commit that puts the fields on screen, before
 * anything can be typed or a send timer can run.
 */
export function useNoThirdPartyScripts(): void {
  useLayoutEffect(() => holdThirdParty(), []);
}
