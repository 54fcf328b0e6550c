import { AskPharmacist } from '@/features/questions';

/** /ask (`?product=` from a product page): a question to a pharmacist (docs/decisions.md, "Ask a pharmacist"). */
export const Component = () => <AskPharmacist />;
