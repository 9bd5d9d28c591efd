/**
 * The note every template page carries (spec section 1: the shop, blog, login, signup and
 * coming-soon pages use sample names, prices and reviews and are not real product content).
 */
export const sampleBadge = 'Sample page';
export const sampleNote = 'Names, prices, reviews and texts here are placeholders, and nothing you enter is sent.';

/** What a template form says when it is submitted: it never leaves the page (spec section 2). */
export const sampleFormNotice = 'This is a sample form: nothing was sent or stored.';
