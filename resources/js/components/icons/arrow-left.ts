import { ArrowLeft } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('arrow-left', ArrowLeft, { directional: true });
