import { Search } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('search', Search);
