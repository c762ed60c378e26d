import { cpus, loadavg, release, totalmem } from 'node:os';

/** The 1-minute load average now, rounded for the JSON. */
export const loadAverageNow = () => Number((loadavg()[0] ?? 0).toFixed(2));

/** What a benchmark ran on: every report carries it, with the load before and after the run. */
export function machineInfo(loadAverageAtStart: number) {
  const cpu = cpus();
  return {
    cpus: cpu.length,
    cpuModel: cpu[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    kernel: release(),
    loadAverageAtStart,
    loadAverageAtEnd: loadAverageNow(),
  };
}
