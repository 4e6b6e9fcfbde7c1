import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

/** One figure of the suite: what was measured, beside the floor it is compared with and the target it must meet. */
export interface SuiteRow {
  entry: string;
  figure: string;
  value: string;
  floor: string;
  ratio: string;
  target: string;
  met: boolean;
}

const BEGIN = '<!-- bench suite: begin (written by npm run bench) -->';
const END = '<!-- bench suite: end -->';

/** The machine the figures were measured on, as the table's heading says it. */
export function describeMachine(databaseVersion: string): string {
  const cpus = os.cpus();
  const memoryGb = Math.round(os.totalmem() / 2 ** 30);
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${memoryGb} GB, ${os.type()} ${os.release()}, Node ${process.versions.node}, ${databaseVersion}`;
}

/** The table as Markdown, with the date and the machine. */
export function suiteTable(rows: SuiteRow[], machine: string, date: Date): string {
  const head = ['entry', 'figure', 'measured', 'floor', 'ratio', 'target', 'met'];
  const lines = [
    `Measured ${date.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}.`,
    '',
    `| ${head.join(' | ')} |`,
    `| ${head.map((_, index) => (index >= 2 && index <= 4 ? '---:' : '---')).join(' | ')} |`,
    ...rows.map(
      (row) =>
        `| ${[row.entry, row.figure, row.value, row.floor, row.ratio, row.target, row.met ? 'yes' : '**no**'].join(' | ')} |`,
    ),
  ];
  return lines.join('\n');
}

/** Replaces the suite's section of docs/performance.md (between its markers) with the new table. */
export function writeSuiteTable(file: string, table: string): void {
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${file} has no suite markers (${BEGIN} … ${END})`);
  writeFileSync(file, `${text.slice(0, start + BEGIN.length)}\n${table}\n${text.slice(end)}`);
}
