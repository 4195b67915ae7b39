import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { BackInStockForm } from "./back-in-stock-form.tsx";

const meta = {
  title: "Product/BackInStockForm",
  component: BackInStockForm,
  args: { onNotifyMe: fn() },
  render: (args) => (
    <div className="max-w-lg">
      <BackInStockForm {...args} />
    </div>
  ),
} satisfies Meta<typeof BackInStockForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const submitButton = (canvas: { getByRole: (role: string, options: object) => HTMLElement }) =>
  canvas.getByRole("button", { name: /Haber Ver|أعلمني/ });

export const Guest: Story = {
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole("textbox", { name: /E-posta|بريد/ });
    await userEvent.click(submitButton(canvas));
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText(/E-posta adresinizi yazın|أدخل بريدك/)).toBeInTheDocument();
    await userEvent.type(email, "ayse@eposta");
    await userEvent.click(submitButton(canvas));
    await expect(canvas.getByText(/Geçerli bir e-posta|بريدًا إلكترونيًا صالحًا/)).toBeInTheDocument();
    await expect(args.onNotifyMe).not.toHaveBeenCalled();
    await userEvent.clear(email);
    await userEvent.type(email, "ayse@eposta.com");
    await userEvent.keyboard("{Enter}");
    await expect(args.onNotifyMe).toHaveBeenCalledOnce();
    await expect(args.onNotifyMe).toHaveBeenLastCalledWith("ayse@eposta.com");
    email.blur();
  },
};

export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole("textbox")).toBeNull();
    await userEvent.click(submitButton(canvas));
    await expect(args.onNotifyMe).toHaveBeenCalledOnce();
    await expect(args.onNotifyMe).toHaveBeenLastCalledWith();
    submitButton(canvas).blur();
  },
};

export const Submitting: Story = {
  args: { status: "submitting" },
  play: async ({ canvas }) => {
    await expect(submitButton(canvas)).toHaveAttribute("aria-busy", "true");
  },
};

export const Success: Story = {
  args: { status: "success" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(/Talebiniz alındı|تم استلام طلبك/);
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const AlreadyActive: Story = {
  args: { status: "alreadyActive", signedIn: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(/zaten aktif|بالفعل طلب/);
  },
};

export const ErrorState: Story = {
  name: "Error",
  args: { status: "error" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(/alınamadı|تعذّر/);
    await expect(submitButton(canvas)).toBeEnabled();
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
