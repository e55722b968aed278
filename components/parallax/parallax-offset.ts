const parallaxDistance = 40;
const parallaxRange = 400;

export function parallaxOffset(scrollY: number): number {
  return (Math.min(Math.max(scrollY, 0), parallaxRange) / parallaxRange) * parallaxDistance;
}
