import { Building2 } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('building-2', Building2);
