/**
 * The shop keeps Istanbul's calendar: its days (dashboard, order filters, blog dates) begin at
 * midnight there, whatever the server's or the admin's own time zone.
 */
export const SHOP_TIME_ZONE = "Europe/Istanbul";
