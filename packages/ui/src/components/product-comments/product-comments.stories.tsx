import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { longText } from "../../stories/story-text.tsx";
import { navigate, StoryLink } from "../news-list/story-link.tsx";
import { storyComments, useStoryLocale } from "../product-detail-screen/story-product.tsx";
import { ProductComments, type ProductCommentsProps } from "./product-comments.tsx";

type Args = Partial<ProductCommentsProps> & { empty?: boolean; long?: boolean };

function Comments({ empty = false, long = false, onPageChange, ...props }: Args) {
  const code = useStoryLocale();
  const [page, setPage] = useState(props.page ?? 1);
  const comments = empty
    ? []
    : storyComments(code, 5, (page - 1) * 5).map((comment) =>
        long
          ? {
              ...comment,
              text: `${longText[code]}\n${comment.text}`,
              name: "Ayşe Gülşen Karaosmanoğlu-Yıldırımoğulları",
            }
          : comment,
      );
  return (
    <ProductComments
      average={empty ? 0 : 4.4}
      count={empty ? 0 : 128}
      distribution={empty ? {} : { 5: 80, 4: 28, 3: 12, 2: 5, 1: 3 }}
      comments={comments}
      page={page}
      pageCount={empty ? 0 : 26}
      getPageHref={(next) => `/koton-basic-tisort?yorumlar=${next}`}
      renderPageLink={({ href, children }) => <StoryLink href={href}>{children}</StoryLink>}
      onPageChange={(next) => {
        setPage(next);
        onPageChange?.(next);
      }}
      {...props}
    />
  );
}

const meta = {
  title: "Product/ProductComments",
  component: Comments,
  args: { onPageChange: fn(), onWriteComment: fn() },
  render: (args) => <Comments {...args} />,
} satisfies Meta<typeof Comments>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/5 üzerinden 4,4|4\.4 من 5/)).toBeInTheDocument();
    await expect(
      canvas.getByText(/5 yıldız: 80 değerlendirme|5 نجوم: 80 تقييمًا/),
    ).toBeInTheDocument();
    // the second reviewer hid the name: it is masked
    await expect(canvas.getByText("M*** K***")).toBeInTheDocument();
    await expect(canvas.getByText("Ayşe Yılmaz")).toBeInTheDocument();
    await expect(canvas.getAllByText(/^2025-\d{2}-\d{2}$/)).toHaveLength(5);
  },
};

export const Paging: Story = {
  play: async ({ args, canvas }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole("link", { name: /Sonraki|التالي/ }));
    await waitFor(() => expect(args.onPageChange).toHaveBeenLastCalledWith(2));
    await expect(navigate).toHaveBeenLastCalledWith("/koton-basic-tisort?yorumlar=2");
    await expect(canvas.getByText("Zeynep Demir")).toBeInTheDocument();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(/yükleniyor|جارٍ تحميل/);
  },
};

export const Empty: Story = {
  args: { empty: true },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByText(/henüz yorum yapılmamış|لا توجد تقييمات لهذا المنتج/),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: /Yorum Yaz|اكتب تقييمًا/ }));
    await expect(args.onWriteComment).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LongText: Story = { args: { long: true } };

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
