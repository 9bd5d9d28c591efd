import { fileURLToPath } from 'node:url';

/** The project root, whatever the working directory the tools are run from. */
export const projectRoot = fileURLToPath(new URL('..', import.meta.url));
