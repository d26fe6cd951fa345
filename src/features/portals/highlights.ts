/** The highlight levels a contract limits, in the portal's order. */
export const HIGHLIGHT_LEVELS = ['PREMIUM', 'SUPER_PREMIUM', 'PREMIERE_1', 'PREMIERE_2', 'TRIPLE'] as const;
export type HighlightLevel = (typeof HIGHLIGHT_LEVELS)[number];
