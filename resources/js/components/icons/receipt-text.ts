import { ReceiptText } from 'lucide';
import { iconFrom } from './icon-from';

export default iconFrom('receipt-text', ReceiptText);
