import { SearchX } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('search-x', SearchX);
