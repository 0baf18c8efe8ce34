import { Compass } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('compass', Compass);
