/**
 * `npm test`'s static checks, side by side: the type check, the linter, the format check and the
 * statecharts' drift check. One after another they took about 20 s of one core before the first
 * test started; on two cores together, about half. Each one's output is printed whole when it
 * ends, so the lines of two checks never mix; the exit code is non-zero if any failed.
 * Plain JavaScript, so that starting it costs no TypeScript loader.
 */
import { spawn } from 'node:child_process';

const checks = ['typecheck', 'lint', 'format:check', 'statecharts:check'];

function run(script) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? '✓' : '✗'} npm run ${script} (${seconds} s)\n${code === 0 ? '' : output}`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(checks.map(run));
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
