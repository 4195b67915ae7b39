import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { navigate, StoryLink } from "../news-list/story-link.tsx";
import { ContentNav } from "./content-nav.tsx";

const meta = {
  title: "Screens/ContentNav",
  component: ContentNav,
  args: {
    title: "Kurumsal",
    links: [
      { id: "1", title: "Hakkımızda", href: "/hakkimizda" },
      { id: "2", title: "Mağazalarımız", href: "/magazalarimiz" },
      { id: "3", title: "Kariyer", href: "/kariyer" },
    ],
    currentId: "2",
    renderLink: (props) => <StoryLink {...props} />,
  },
  decorators: [
    (Story) => (
      <div className="max-w-64">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContentNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    navigate.mockClear();
    const nav = canvas.getByRole("navigation", { name: "Kurumsal" });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Mağazalarımız" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await userEvent.click(canvas.getByRole("link", { name: "Kariyer" }));
    await expect(navigate).toHaveBeenLastCalledWith("/kariyer");
  },
};

export const Arabic: Story = {
  args: {
    title: "عن الشركة",
    links: [
      { id: "1", title: "من نحن", href: "/ar/من-نحن" },
      { id: "2", title: "متاجرنا", href: "/ar/متاجرنا" },
    ],
    currentId: "1",
  },
};
