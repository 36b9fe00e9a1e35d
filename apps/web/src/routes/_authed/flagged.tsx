import { createFileRoute } from '@tanstack/react-router';
import { FlaggedPage } from './-components/FlaggedPage';

export const Route = createFileRoute('/_authed/flagged')({ component: FlaggedPage });
