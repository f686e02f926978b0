/**
 * Lines of the cost card's placeholder while it loads: about the card's first part, so little moves when it
 * comes. A module of its own: the landing page's first paint draws the placeholder without the card's code.
 */
export const COST_SKELETON_LINES = 8;
