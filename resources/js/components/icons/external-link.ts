import { ExternalLink } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('external-link', ExternalLink);
