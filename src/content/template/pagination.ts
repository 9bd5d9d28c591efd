/** Template pagination (spec sections 2, 4 and 9): pages 1 to 4, page 2 hard-coded as current, every link to '/'. */
export const pagination = {
  pages: [1, 2, 3, 4],
  current: 2,
  href: '/',
} as const;
