/** `npm run leads -- export <resource> [--format csv|json]`: see server/leads-cli.ts. */
import { runLeadsCli } from '../server/leads-cli';

const code = await runLeadsCli(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
process.exitCode = code;
