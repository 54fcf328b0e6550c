import { LegalDocument } from '@/features/content';

export const Component = () => <LegalDocument name="terms" titleId="page.terms.title" />;
