/** The not-found page (spec section 2: 'Page Not Found'). */
export const notFound = {
  title: 'Page Not Found',
  text: 'The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.',
  home: 'Go to Home',
} as const;
