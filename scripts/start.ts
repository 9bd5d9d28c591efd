/** `npm start`: build if needed, then serve the site and the API. */
import '../server/lifecycle';
import { ensureBuild } from './ensure-build';

await ensureBuild();
await import('../server/main');
