// Run as a child process per size so heap figures are not polluted by earlier runs:
//   node --expose-gc --import tsx bench/world-build.ts 10000
import { createWorld, worldStats } from "solekit/sandbox";

const size = Number(process.argv[2] ?? 2000);
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const before = process.memoryUsage().heapUsed;
const start = performance.now();
const world = createWorld({ seed: 1, catalogueSize: size, now: Date.parse("2026-11-01T00:00:00Z") });
const ms = performance.now() - start;
gc?.();
const heapMb = (process.memoryUsage().heapUsed - before) / 1024 / 1024;
const stats = worldStats(world);
process.stdout.write(JSON.stringify({ size, ms, heapMb, variants: stats.variants }));
