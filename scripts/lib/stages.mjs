// Runs the stages of `npm test` side by side: most of them keep one core busy (vitest runs
// one file at a time on a 2-core machine), so two at once use the machine that one leaves idle.
import { spawn } from 'node:child_process';
import { root } from './run.mjs';

/**
 * @typedef {object} Stage
 * @property {string} name
 * @property {string[]} [after] names of the stages that must have ended before this one starts
 * @property {boolean} [first] starts before the stages without it (the longest chain goes first)
 * @property {(exec: Exec) => Promise<void>} run its work; everything it prints goes through `exec`
 */

/**
 * Runs `stages` at most `slots` at a time; a stage starts once those it waits for have ended,
 * those marked `first` before the others, then earlier in the list first. Each stage's output is kept and printed whole when it ends, in the
 * list's order (a stage's output waits for the stages listed before it).
 * @param {Stage[]} stages
 * @param {number} slots
 */
export async function runStages(stages, slots) {
  const ended = new Set();
  const started = new Set();
  const outputs = new Map();
  let printed = 0;
  let running = 0;
  const startedAt = Date.now();
  const startOrder = [...stages.filter((stage) => stage.first), ...stages.filter((stage) => !stage.first)];
  await new Promise((resolve) => {
    const printInOrder = () => {
      while (printed < stages.length && outputs.has(stages[printed].name)) {
        process.stdout.write(outputs.get(stages[printed].name));
        printed++;
      }
    };
    const startReady = () => {
      for (const stage of startOrder) {
        if (running >= slots) break;
        if (started.has(stage.name) || !(stage.after ?? []).every((name) => ended.has(name))) continue;
        started.add(stage.name);
        running++;
        const exec = capturingExec();
        const began = Date.now();
        stage
          .run(exec)
          .catch((error) => exec.log(`${error instanceof Error ? error.stack : error}\n`))
          .then(() => {
            const seconds = Math.round((Date.now() - began) / 1000);
            const at = Math.round((began - startedAt) / 1000);
            outputs.set(stage.name, `\n━━ ${stage.name} ━━ (${seconds} s, from ${at} s)\n${exec.text()}`);
            ended.add(stage.name);
            running--;
            printInOrder();
            if (ended.size === stages.length) resolve();
            else startReady();
          });
      }
    };
    startReady();
  });
}

/**
 * @typedef {object} Exec
 * @property {(command: string, args: string[], options?: object) => Promise<number>} run
 *   runs a command to completion with its output kept; resolves with the exit code
 * @property {(text: string) => void} log
 * @property {() => string} text
 */

/** @returns {Exec} */
function capturingExec() {
  const chunks = [];
  const log = (text) => chunks.push(text);
  const run = (command, args, options = {}) =>
    new Promise((resolve) => {
      const child = spawn(command, args, {
        cwd: root,
        ...options,
        // Colours as if on the terminal when `npm test` runs on one (the output is only kept).
        env: { ...(options.env ?? process.env), ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      for (const stream of [child.stdout, child.stderr]) {
        stream.setEncoding('utf8');
        stream.on('data', (text) => chunks.push(text));
      }
      // 'close' comes once the output is all read; a grandchild still holding the pipes
      // open must not hold up the run, so 'exit' ends the wait a little later anyway.
      const finish = (code, signal) => resolve(code ?? (signal ? 1 : 0));
      child.on('close', finish);
      child.on('exit', (code, signal) => setTimeout(() => finish(code, signal), 2_000).unref());
      child.on('error', (error) => {
        log(`${command}: ${error.message}\n`);
        resolve(127);
      });
    });
  return { run, log, text: () => chunks.join('') };
}
