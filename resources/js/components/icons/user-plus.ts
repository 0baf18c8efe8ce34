import { UserPlus } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('user-plus', UserPlus);
