// Runs npm scripts at the same time and fails if any fails: `npm test` type-checks while the
// linter and the unit tests run (the type checker is one process; the cores have room for it).
// Each script's output is printed whole when it ends, so outputs do not interleave; the last
// script's output streams, for a live progress report.
//
//   node scripts/run-together.mjs typecheck test:checks
import { spawn } from "node:child_process";

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error("usage: node scripts/run-together.mjs <npm script>…");
  process.exit(2);
}

/** Runs `npm run <script>`; resolves with its exit status. */
function run(script, stream) {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", script], {
      stdio: stream ? "inherit" : ["ignore", "pipe", "pipe"],
      shell: process.platform === "win32",
    });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      if (output.length > 0) process.stdout.write(Buffer.concat(output));
      const status = code ?? 1;
      console.log(`${status === 0 ? "✓" : "✗"} npm run ${script}${signal ? ` (${signal})` : ""}`);
      resolve(status);
    });
  });
}

const statuses = await Promise.all(scripts.map((script, i) => run(script, i === scripts.length - 1)));
process.exit(statuses.find((status) => status !== 0) ?? 0);
