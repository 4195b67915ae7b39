export { AdminRowEditor, type AdminRowEditorProps } from "./admin-row-editor.tsx";
export { RowCheckbox, type RowCheckboxProps } from "./row-checkbox.tsx";
