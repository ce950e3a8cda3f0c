import { DealerDirectory } from "@/modules/content/components/dealer-directory";
import { ContentRoute, contentMetadata } from "@/modules/content/content-route";

const PATH = "kurumsal/temsilcilikler";

export const generateMetadata = () => contentMetadata(PATH);

export default function Page() {
  return <ContentRoute path={PATH} render={(page) => <DealerDirectory source={page.body} />} />;
}
