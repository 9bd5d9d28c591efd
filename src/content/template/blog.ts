import hills from '../../assets/template/scene-hills.svg';
import leaves from '../../assets/template/scene-leaves.svg';
import waves from '../../assets/template/scene-waves.svg';

/** A sample blog post (spec section 3: title, excerpt, date, author, image). */
export interface BlogPost {
  id: string;
  title: string;
  excerpt: string;
  /** ISO date. */
  date: string;
  author: string;
  image: string;
}

export const posts: readonly BlogPost[] = [
  {
    id: 'p1',
    title: 'Five habits of calm front desks',
    excerpt: 'Small routines that make check-in feel like a welcome rather than a queue.',
    date: '2019-06-12',
    author: 'Sample Author',
    image: hills,
  },
  {
    id: 'p2',
    title: 'Planning a week of treatments',
    excerpt: 'How teams balance guests, therapists and rooms without a wall of spreadsheets.',
    date: '2019-06-03',
    author: 'Sample Author',
    image: leaves,
  },
  {
    id: 'p3',
    title: 'A kitchen that cooks for everyone',
    excerpt: 'Scaling recipes from four guests to forty, and keeping every diet in mind.',
    date: '2019-05-27',
    author: 'Sample Editor',
    image: waves,
  },
  {
    id: 'p4',
    title: 'What guests remember',
    excerpt: 'The quiet details that bring people back: names, follow-ups and a good night’s sleep.',
    date: '2019-05-15',
    author: 'Sample Editor',
    image: leaves,
  },
  {
    id: 'p5',
    title: 'Records that follow the guest',
    excerpt: 'Keeping notes, results and discharge letters together, and private.',
    date: '2019-04-30',
    author: 'Sample Author',
    image: waves,
  },
  {
    id: 'p6',
    title: 'Starting small with a free tier',
    excerpt: 'Why a front-desk module is a good first step for a new center.',
    date: '2019-04-08',
    author: 'Sample Author',
    image: hills,
  },
];

/** The post shown on /blog-details. */
export const featuredPost = posts[0];

export const featuredPostBody = [
  'This is a sample article. It shows how a post reads on this site: a title, the author and date, an image and a few paragraphs of text.',
  'Arrival sets the tone of a stay. A front desk that knows who is coming, what room is ready and which forms are already filled in can spend its time on the guest instead of on paper.',
  'Start with the first five minutes: a name said correctly, a room that is ready, and a clear plan for the day. The rest of the stay builds on that.',
] as const;

export const featuredPostQuote = 'Heartwork, not paperwork.';

export const featuredPostTags = ['Tips', 'Smart'] as const;

export interface Comment {
  id: string;
  author: string;
  date: string;
  body: string;
}

export const comments: readonly Comment[] = [
  { id: 'c1', author: 'Ioana', date: '2019-06-13', body: 'We tried the name-on-arrival idea last month. Guests noticed straight away.' },
  { id: 'c2', author: 'Jonas', date: '2019-06-14', body: 'Good list. A printed plan for the first day helps our older guests a lot.' },
];

/** Spec section 5: the comment textarea's maximum length. */
export const commentMaxLength = 65525;

/** Sidebar: Archives in the spec's order, Meta, and the tag cloud with its counts. */
export const archives = ['May 2019', 'April 2019', 'June 2019'] as const;

export const metaLinks = [
  { label: 'Log in', href: '/login' },
  { label: 'Register', href: '/signup' },
  { label: 'All posts', href: '/blog' },
] as const;

export const tags = [
  { name: 'IT', count: 3 },
  { name: 'Exto', count: 3 },
  { name: 'Games', count: 2 },
  { name: 'Fashion', count: 2 },
  { name: 'Travel', count: 1 },
  { name: 'Smart', count: 1 },
  { name: 'Marketing', count: 1 },
  { name: 'Tips', count: 2 },
] as const;
