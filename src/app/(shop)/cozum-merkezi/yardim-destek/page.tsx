import { FaqAccordion } from "@/modules/content/components/faq-accordion";
import { ContentRoute, contentMetadata } from "@/modules/content/content-route";

const PATH = "cozum-merkezi/yardim-destek";

export const generateMetadata = () => contentMetadata(PATH);

export default function Page() {
  return <ContentRoute path={PATH} render={(page) => <FaqAccordion source={page.body} />} />;
}
