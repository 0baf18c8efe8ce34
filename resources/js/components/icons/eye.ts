import { Eye } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('eye', Eye);
