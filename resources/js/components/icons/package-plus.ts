import { PackagePlus } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('package-plus', PackagePlus);
