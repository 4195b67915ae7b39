import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { tallViewport } from "../news-list/story-viewport.ts";
import { ContactScreen } from "./contact-screen.tsx";

const t = (globals: Record<string, unknown>, id: string) =>
  getMessages(String(globals.locale ?? "tr"))[id] ?? id;

const submitted = fn().mockName("submit");

const meta = {
  title: "Screens/ContactScreen",
  component: ContactScreen,
  args: {
    renderForm: (props) => (
      <form
        {...props}
        onSubmit={(event) => {
          event.preventDefault();
          submitted(Object.fromEntries(new FormData(event.currentTarget)));
        }}
      />
    ),
  },
} satisfies Meta<typeof ContactScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  ...tallViewport("desktopTall"),
  play: async ({ canvas, globals }) => {
    submitted.mockClear();
    await expect(
      canvas.getByRole("heading", { level: 1, name: t(globals, "screens.contact.title") }),
    ).toBeVisible();
    // the robots' field is out of reach for people and assistive technology
    await expect(
      canvas.queryByRole("textbox", { name: t(globals, "screens.contact.website") }),
    ).toBeNull();
    await userEvent.type(
      canvas.getByLabelText(new RegExp(t(globals, "screens.contact.name"))),
      "Ayşe",
    );
    await userEvent.type(
      canvas.getByLabelText(new RegExp(t(globals, "screens.contact.email"))),
      "ayse@example.com",
    );
    await userEvent.type(
      canvas.getByLabelText(new RegExp(t(globals, "screens.contact.subject"))),
      "Kargo",
    );
    await userEvent.type(
      canvas.getByLabelText(new RegExp(t(globals, "screens.contact.message"))),
      "Siparişim ne zaman gelir?",
    );
    await userEvent.click(
      canvas.getByRole("button", { name: t(globals, "screens.contact.submit") }),
    );
    await expect(submitted).toHaveBeenCalledWith(
      expect.objectContaining({ name: "Ayşe", email: "ayse@example.com", website: "" }),
    );
  },
};

export const FieldErrors: Story = {
  ...tallViewport("desktopTall"),
  args: {
    values: { name: "", email: "ayse@", subject: "", message: "kısa" },
    errors: {
      name: "Bu alan zorunludur.",
      email: "Geçerli bir e-posta adresi girin.",
      subject: "Bu alan zorunludur.",
      message: "En az 10 karakter yazın.",
    },
  },
  play: async ({ canvas, globals }) => {
    const email = canvas.getByLabelText(new RegExp(t(globals, "screens.contact.email")));
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Geçerli bir e-posta adresi girin.");
  },
};

export const TooMany: Story = {
  args: { formError: "Çok fazla deneme yapıldı. Lütfen biraz sonra tekrar deneyin." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(/Çok fazla/);
  },
};

export const Sending: Story = { args: { status: "sending" } };

export const Sent: Story = {
  args: { status: "sent" },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      t(globals, "screens.contact.sentTitle"),
    );
    await expect(canvas.queryByRole("textbox")).toBeNull();
  },
};

export const Phone: Story = { ...tallViewport("phoneTall") };
