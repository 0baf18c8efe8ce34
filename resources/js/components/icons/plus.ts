import { Plus } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('plus', Plus);
