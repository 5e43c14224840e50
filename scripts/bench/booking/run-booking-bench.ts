import { bookingReportLines } from './booking-figures';
import { runBookingScenario } from './booking-scenario';

/** `npm run bench:booking`: the booking scenario alone (`npm run bench` runs it after the upload lag). */
const started = Date.now();
const log = (message: string) => console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0)} s] ${message}`);
const { runs, answers, database } = await runBookingScenario(log);
console.log(bookingReportLines(runs, answers, database).join('\n'));
