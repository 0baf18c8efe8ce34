import { Plane } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('plane', Plane);
