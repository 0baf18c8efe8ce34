import { Camera } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('camera', Camera);
