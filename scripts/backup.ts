/** `npm run backup -- [--out FILE]`: see server/backup-cli.ts. */
import { runBackup } from '../server/backup-cli';

process.exitCode = await runBackup(process.argv.slice(2), process.env, { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) });
