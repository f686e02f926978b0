import { Component, type ReactNode } from 'react';

/**
 * For extras placed inside someone else's screen (the next offer in the repayment success dialog, the
 * coupon notice and pop-up on the Loans tab, the Me tab's dot, the landing gift): if the extra breaks while
 * rendering, or its code cannot load, it shows nothing, and the screen around it carries on.
 */
export class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
