export { BlogTeaser, type BlogTeaserProps } from "./blog-teaser.tsx";
