import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The MSW server shared by integration tests; override per test with `server.use(...)`. */
export const server = setupServer(...handlers);
