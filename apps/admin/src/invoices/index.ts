// The `invoices` and `credit-notes` resources: GST documents, listed with their files, one as issued.
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { createElement } from 'react';
import { DocumentList } from './DocumentList';
import { DocumentShow } from './DocumentShow';

export { DownloadButtons } from './DownloadButtons';

export const invoices = {
  list: () => createElement(DocumentList, { resource: 'invoices' }),
  show: DocumentShow,
  icon: ReceiptLongIcon,
  recordRepresentation: 'number',
  options: { label: 'Tax invoices' },
};

export const creditNotes = {
  list: () => createElement(DocumentList, { resource: 'credit-notes' }),
  show: DocumentShow,
  icon: RequestQuoteIcon,
  recordRepresentation: 'number',
  options: { label: 'Credit notes' },
};
