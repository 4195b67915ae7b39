export { ArticleScreen, type ArticleScreenProps } from "./article-screen.tsx";
