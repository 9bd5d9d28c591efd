/** `npm run restore -- FILE`: see server/backup-cli.ts. */
import { runRestore } from '../server/backup-cli';

process.exitCode = await runRestore(process.argv.slice(2), process.env, { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) });
