import { LoaderCircle } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('loader-circle', LoaderCircle);
