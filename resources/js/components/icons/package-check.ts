import { PackageCheck } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('package-check', PackageCheck);
