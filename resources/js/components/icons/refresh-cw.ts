import { RefreshCw } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('refresh-cw', RefreshCw);
