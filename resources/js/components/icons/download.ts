import { Download } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('download', Download);
