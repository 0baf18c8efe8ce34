import { PackageSearch } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('package-search', PackageSearch);
