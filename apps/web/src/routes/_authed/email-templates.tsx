import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { EmailTemplatesPage } from './-components/EmailTemplatesPage';

const ZTemplatesSearch = z.object({ edit: z.string().max(64).optional().catch(undefined) });

export const Route = createFileRoute('/_authed/email-templates')({
  validateSearch: ZTemplatesSearch,
  component: function EmailTemplates() {
    const { edit } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <EmailTemplatesPage edit={edit} onEdit={(id) => void navigate({ search: { edit: id } })} />;
  },
});
