/** A small tmpfs for the full-disk tests: mounted where the machine lets us (root, as in CI), else null with the reason. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Tmpfs {
  dir: string;
  /** Fills the file system up to `leaveBytes` free; `free()` gives the room back. */
  fill(leaveBytes: number): { free(): void };
  unmount(): void;
}

export function mountTmpfs(megabytes: number, name: string): Tmpfs | string {
  if (process.getuid?.() !== 0) return 'not running as root: mounting a tmpfs needs it (CI runs as root)';
  const dir = join(tmpdir(), `heartwork-${name}-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    return `mount -t tmpfs failed: ${(error as Error).message.split('\n')[0]}`;
  }
  return {
    dir,
    fill(leaveBytes) {
      const file = join(dir, `fill-${Date.now()}`);
      execFileSync('sh', ['-c', `fallocate -l $(( $(df -B1 --output=avail ${dir} | tail -1) - ${leaveBytes} )) ${file}`]);
      return { free: () => rmSync(file) };
    },
    unmount: () => execFileSync('umount', ['-l', dir]),
  };
}
