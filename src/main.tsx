import { installDefaultTrustedTypesPolicy } from './browser/trusted-types-default';
import { bootstrap } from './app/bootstrap';
import './styles.css';

// Before any library runs: react-aria clears its live regions through an HTML sink.
installDefaultTrustedTypesPolicy();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void bootstrap(container);
