export {
  type AdminPickedRecord,
  AdminRecordPicker,
  type AdminRecordPickerProps,
} from "./admin-record-picker.tsx";
