/**
 * The axe rules whose answer depends on the colours (axe's `cat.color`, less the AAA contrast rule
 * that the default set leaves out). A theme switch changes colours, not the DOM: once every rule
 * has passed in one theme, these are all that can answer differently in the other one.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
