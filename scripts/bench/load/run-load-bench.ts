import { loadAimLines, loadFailures, loadReportLines, runLoadBench } from './load-bench';

/** `npm run bench:load`: the load run alone (`npm run bench` runs it after the browser scenarios). */
const started = Date.now();
const log = (message: string) => console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0)} s] ${message}`);
const runs = await runLoadBench(log);
console.log([...loadReportLines(runs), ...loadAimLines(runs)].join('\n'));
const failures = loadFailures(runs);
if (failures.length > 0) {
  console.error(`\nA bench scenario failed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
  process.exitCode = 1;
}
