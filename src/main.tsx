import { bootstrap } from './app/bootstrap';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void bootstrap(container);
