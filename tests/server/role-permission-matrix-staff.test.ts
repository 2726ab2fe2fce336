/**
 * The role × permission matrix (support/role-permission-matrix.ts) for the
 * staff roles; the finance and merchant file checks that the two cover all.
 */
import { permissionMatrix } from './support/role-permission-matrix';

permissionMatrix(['OPERATIONS', 'CUSTOMER_SUPPORT', 'MARKETING']);
