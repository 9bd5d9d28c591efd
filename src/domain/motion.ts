/** Animation constants (spec section 9). One source for every animated view. */
export const motion = {
  /** Default fade-up duration. */
  fadeMs: 250,
  showDelayMs: { slow: 200, medium: 450, fast: 600, faster: 800 },
  media: { durationMs: 1000, delayMs: 0 },
  shape: { durationMs: 800, delayMs: 600 },
  /** Area and feature cards appear one after another. */
  cardStaggerMs: 100,
  scroll: { durationMs: 800, delaysMs: [300, 500] },
  /** Below this width all media always show. */
  mobileBreakpointPx: 800,
} as const;
