import { ContentRoute, contentMetadata } from "@/modules/content/content-route";

const PATH = "brochure";

export const generateMetadata = () => contentMetadata(PATH);

export default function Page() {
  return <ContentRoute path={PATH} />;
}
