import { LegalDocument } from '@/features/content';

export const Component = () => <LegalDocument name="privacy" titleId="page.privacy.title" />;
