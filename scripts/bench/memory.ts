// The shop's memory: resident set size (VmRSS) of the shop process and its worker children, read
// from /proc (Linux only), once when idle and every 500 ms under load for the peak; and the CPU
// time they have used, for what a render costs (page-cost.ts).
import { readdirSync, readFileSync } from "node:fs";

/** The aims of the performance issue, in MB. */
export const MEMORY_AIMS = { idleMb: 150, peakMb: 300 };
const SAMPLE_MS = 500;

export interface MemoryResult {
  /** RSS of the shop's processes together after start and a first request of each page. */
  idleMb?: number;
  /** Highest RSS of the shop's processes together under the bench. */
  peakMb?: number;
  /** Processes counted at the peak (the shop and its workers). */
  processes?: number;
  samples?: number;
}

function parentOf(pid: number): number | undefined {
  try {
    // "pid (comm) state ppid …": the command may hold spaces and parentheses, so cut after ")".
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return undefined;
  }
}

function rssKb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0; // exited between the listing and the read
  }
}

/** The process and all its descendants. */
function tree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const parent = parentOf(pid);
    if (parent === undefined) continue;
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    found.push(pid);
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(root);
  return found;
}

/** RSS in MB of `pid` and its descendants together. */
export function treeRss(pid: number): { mb: number; processes: number } {
  const pids = tree(pid);
  const kb = pids.reduce((sum, p) => sum + rssKb(p), 0);
  return { mb: kb / 1024, processes: pids.length };
}

/** Clock ticks a second of /proc's CPU times (USER_HZ: 100 on every Linux this runs on). */
const TICKS_PER_SECOND = 100;

function cpuTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // After "pid (comm) ": state is field 3, utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0; // exited between the listing and the read
  }
}

/** CPU seconds (user and system) that `pid` and its descendants have used so far. */
export function cpuSeconds(pid: number): number {
  return tree(pid).reduce((sum, p) => sum + cpuTicks(p), 0) / TICKS_PER_SECOND;
}

/** Samples the tree's RSS every 500 ms until stopped; the peak is the highest sum seen. */
export function sampleRss(pid: number) {
  let peak = { mb: 0, processes: 0 };
  let samples = 0;
  const take = () => {
    const now = treeRss(pid);
    samples++;
    if (now.mb > peak.mb) peak = now;
  };
  take();
  const timer = setInterval(take, SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      take();
      return { peakMb: peak.mb, processes: peak.processes, samples };
    },
  };
}
