/**
 * The axe rules whose answer depends on the colours (axe's `cat.color`, less the AAA contrast rule
 * that the default set leaves out). A theme switch changes colours, not the DOM: once every rule
 * has passed in one theme, these are all that can answer differently in the other one.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Resolves once the page's CSS transitions have ended, after two frames (for a transition that
 * starts as a piece mounts): axe reads colours as they are drawn, a person reads them once they
 * have settled. A menu fading in read 2.7:1 for its red item, and Mantine's drop area fades its
 * background on a theme switch, reduced motion or not. Endless animations (a skeleton's pulse) are
 * not transitions and are not waited for. Self-contained: the journeys run it in the page
 * (`page.evaluate`), the story tests in their own browser.
 */
export async function transitionsSettled(): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition)
      .map((animation) => animation.finished.catch(() => undefined)),
  );
}
