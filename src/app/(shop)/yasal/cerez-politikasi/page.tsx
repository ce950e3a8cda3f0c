import { ContentRoute, contentMetadata } from "@/modules/content/content-route";

const PATH = "yasal/cerez-politikasi";

export const generateMetadata = () => contentMetadata(PATH);

export default function Page() {
  return <ContentRoute path={PATH} />;
}
