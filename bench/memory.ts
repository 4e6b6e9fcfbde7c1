import { readFile } from 'node:fs/promises';

/**
 * The resident memory of a running process (the server after the caller's warm-up), in MB, from the kernel's own
 * count (`VmRSS` in /proc/<pid>/status, Linux): what the machine actually gives the process, heap and code alike.
 */
export async function residentMemoryMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kilobytes) throw new Error(`no VmRSS for process ${pid}`);
  return Math.round(Number(kilobytes) / 1024);
}
