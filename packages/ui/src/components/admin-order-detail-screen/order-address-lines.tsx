import type { AdminOrderAddress } from "./admin-order-detail-screen.tsx";

/**
 * An order's address as the admin's screens show it: the name, the lines, the phone (digits left
 * to right in every language); each written as typed, isolated from the page's direction.
 */
export function OrderAddressLines({
  address,
  className,
  nameClassName,
}: {
  address: AdminOrderAddress;
  className: string;
  nameClassName: string;
}) {
  return (
    <address className={className}>
      <span className={nameClassName}>
        <bdi>{address.name}</bdi>
      </span>
      {address.lines.map((line) => (
        <span key={line}>
          <bdi>{line}</bdi>
        </span>
      ))}
      <span>
        <bdi dir="ltr">{address.phone}</bdi>
      </span>
    </address>
  );
}
