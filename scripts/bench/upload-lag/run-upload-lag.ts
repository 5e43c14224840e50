import { uploadLagFailures, uploadLagReportLines } from './upload-lag-report';
import { runUploadLagScenario } from './upload-lag-scenario';

/** The upload-lag scenario alone (`npm run bench` runs it with the rest): `tsx scripts/bench/upload-lag/run-upload-lag.ts`. */
const started = Date.now();
const run = await runUploadLagScenario((message) => console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0)} s] ${message}`));
console.log(uploadLagReportLines(run).join('\n'));
const failures = uploadLagFailures(run);
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exitCode = 1;
}
