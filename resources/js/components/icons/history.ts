import { History } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('history', History);
