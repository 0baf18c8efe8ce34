import { Info } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('info', Info);
