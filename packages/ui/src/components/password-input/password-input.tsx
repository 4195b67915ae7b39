import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { IconButton } from "../icon-button/icon-button.tsx";
import { Input, type InputProps } from "../input/input.tsx";

const messages = defineUiMessages({
  show: {
    id: "primitives.passwordInput.show",
    description: "Name of the toggle button that shows the typed password (pressed while shown)",
  },
});

const toggleSizes = { sm: "size-7 min-h-7", md: "", lg: "size-10 min-h-10" };

export type PasswordInputProps = Omit<InputProps, "type" | "endAdornment"> & {
  /** Whether the password shows as text (controlled). */
  visible?: boolean;
  defaultVisible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
};

/** A password field with a show/hide toggle button (aria-pressed while the password shows). */
function PasswordInput({
  visible,
  defaultVisible = false,
  onVisibleChange,
  autoComplete = "current-password",
  size,
  disabled,
  ...props
}: PasswordInputProps) {
  const intl = useIntl();
  const [ownVisible, setOwnVisible] = useState(defaultVisible);
  const shown = visible ?? ownVisible;
  const Icon = shown ? EyeOff : Eye;
  return (
    <Input
      data-slot="password-input"
      type={shown ? "text" : "password"}
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      size={size}
      disabled={disabled}
      {...props}
      endAdornment={
        <IconButton
          data-slot="password-input-toggle"
          label={intl.formatMessage(messages.show)}
          size="sm"
          aria-pressed={shown}
          disabled={disabled}
          className={toggleSizes[size ?? "md"]}
          onClick={() => {
            setOwnVisible(!shown);
            onVisibleChange?.(!shown);
          }}
        >
          <Icon aria-hidden="true" />
        </IconButton>
      }
    />
  );
}

export { PasswordInput };
