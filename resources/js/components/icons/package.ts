import { Package } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('package', Package);
