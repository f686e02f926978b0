import { useLayoutEffect } from 'react';
import { holdThirdParty } from '@/shared/analytics/thirdPartyHold';

/**
 * A card page holds third-party scripts off while it is mounted (security review M3, PCI DSS 6.4.3): the
 * analytics SDK does not start, and if it runs already it sends nothing until the borrower leaves the card
 * pages. A layout effect: the hold is in force in the same commit that puts the fields on screen, before
 * anything can be typed or a timer of the SDK can run.
 */
export function useNoThirdPartyScripts(): void {
  useLayoutEffect(() => holdThirdParty(), []);
}
