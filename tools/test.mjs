/**
 * `npm test`: the static checks (`npm run checks`) side by side with the tests (`vitest run`),
 * then the path-coverage table from the tests' results (`npm run test:paths -- --from-results`).
 * The checks need about 20 s of CPU; run before the tests, the first test waited for them while
 * the tests' own start (the build, the template database, Chromium) left a core idle. The checks'
 * output is printed when the tests end, so it never cuts into the test reporter's; a failed check
 * stops the tests at once, as before, and prints what it said.
 * Plain JavaScript, so that starting it costs no TypeScript loader.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const vitest = fileURLToPath(new URL('../node_modules/.bin/vitest', import.meta.url));

function start(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  const done = new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
  return { child, done };
}

const checks = spawn('npm', ['run', '--silent', 'checks'], { stdio: ['ignore', 'pipe', 'pipe'] });
let checksOutput = '';
checks.stdout.on('data', (d) => (checksOutput += d));
checks.stderr.on('data', (d) => (checksOutput += d));
const checksDone = new Promise((resolve) => checks.on('close', (code) => resolve(code ?? 1)));

// In a process group of its own, so that stopping it stops what it started too: vitest exits on a
// signal without its global teardown, which would leave the servers it started running.
const tests = start(vitest, ['run', ...process.argv.slice(2)], { detached: true });
const stopTests = (signal) => {
  try {
    process.kill(-tests.child.pid, signal);
  } catch {
    /* already gone */
  }
};
// Ctrl-C reaches this process's group only: pass it on.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopTests(signal));
let stopped = false;
checksDone.then((code) => {
  if (code === 0) return;
  stopped = true;
  process.stdout.write(`\nA static check failed; the tests are stopped:\n${checksOutput}`);
  stopTests('SIGTERM');
});

const testsCode = await tests.done;
const checksCode = await checksDone;
if (stopped) {
  process.exitCode = 1;
} else {
  process.stdout.write(`\n${checksOutput}`);
  // The coverage table reads the path tests' results: only whole after a run that passed.
  const pathsCode = testsCode === 0 ? await start('npm', ['run', '--silent', 'test:paths', '--', '--from-results']).done : 1;
  process.exitCode = testsCode !== 0 || checksCode !== 0 || pathsCode !== 0 ? 1 : 0;
}
