import { answer } from '../../mock-api';

export const dynamic = 'force-dynamic';
export { answer as GET, answer as POST, answer as PUT, answer as DELETE };
