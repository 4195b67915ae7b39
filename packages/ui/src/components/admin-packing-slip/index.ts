export { AdminPackingSlip, type AdminPackingSlipProps } from "./admin-packing-slip.tsx";
