import { enumsPayload } from '../../src/registry/enums';

/** The `GET /enums` payload, from the same registry enums the server serves. */
export function buildEnums(): ReturnType<typeof enumsPayload> {
  return enumsPayload();
}
