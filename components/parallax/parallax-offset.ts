/** The hero parallax: the image drifts by up to 40 px over the first 400 px of scroll. */
const parallaxDistance = 40;
const parallaxRange = 400;

/** How far (px) the hero image has drifted down at a scroll position: linear, then held at 40. */
export function parallaxOffset(scrollY: number): number {
  return (Math.min(Math.max(scrollY, 0), parallaxRange) / parallaxRange) * parallaxDistance;
}
