/** The translation key of an audit record's action ("product.update" -> admin:audit.actions.product_update). */
export const auditActionKey = (action: string) => `admin:audit.actions.${action.replaceAll(".", "_")}`;
