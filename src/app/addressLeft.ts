/**
 * The address the router was just moved away from by `CatchUpWithAddress` (src/app/App.tsx): a link or tab tapped
 * while the app started, before the router listened. The effects of that same first commit still run for the
 * address left, and a redirect one of them decides (RouteView's sign-in redirect for a page that needs the session)
 * would replace the address the borrower tapped. Kept only for the effects of that commit: React runs them in one
 * go, before any microtask.
 */
let left: string | null = null;

export function noteAddressLeft(address: string): void {
  left = address;
  queueMicrotask(() => {
    if (left === address) left = null;
  });
}

/** Whether the router has just left `address` (a path with its query) in this commit. */
export const wasAddressLeft = (address: string): boolean => left === address;
