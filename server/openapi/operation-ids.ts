import type { AnyResource } from '../../src/registry/define-resource';

/** `merchant-outlets` → `MerchantOutlets`; `statement.pdf` → `StatementPdf`. */
const pascalCase = (name: string) =>
  name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

const camelCase = (name: string) => {
  const pascal = pascalCase(name);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
};

/**
 * The OpenAPI `operationId`s of a resource's operations, the names a
 * generated client gives its methods. They come from the entry's API name
 * (plural: `listBanks`) and its subject (one record: `getBank`), never from
 * labels, so that a reworded label does not rename a client's method.
 *
 * @example
 * operationIds(orders).action('cancel-and-refund') // 'cancelAndRefundOrder'
 */
export function operationIds(resource: AnyResource) {
  const one = pascalCase(resource.subject);
  const many = pascalCase(resource.name);
  return {
    list: `list${many}`,
    get: `get${one}`,
    create: `create${one}`,
    update: `update${one}`,
    replace: `replace${one}`,
    delete: `delete${one}`,
    export: `export${many}`,
    import: `import${many}`,
    /** A state transition or command on one record: `approveOrder`. */
    action: (verb: string) => `${camelCase(verb)}${one}`,
    /** The same on several: `bulkVerifySettlements`. */
    bulk: (verb: string) => `bulk${pascalCase(verb)}${many}`,
    /** A call on a part of one record, such as a show page's section: `getMerchantOutletPerformanceReport`. */
    part: (verb: string, path: string) => `${verb}${one}${pascalCase(path)}`,
  };
}
