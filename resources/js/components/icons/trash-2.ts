import { Trash2 } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('trash-2', Trash2);
