import { Clock } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('clock', Clock);
