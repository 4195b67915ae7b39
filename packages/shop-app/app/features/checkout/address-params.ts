/** The query that opens the address form: a new address, or the id of the one to change. */
export const NEW_PARAM = "yeni";
export const EDIT_PARAM = "duzenle";
/** The order address check's outcome after a continue without JavaScript. */
export const WARNING_PARAM = "uyari";
