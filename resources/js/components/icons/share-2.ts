import { Share2 } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('share-2', Share2);
