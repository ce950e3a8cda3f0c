import { BankAccounts } from "@/modules/content/components/bank-accounts";
import { ContentRoute, contentMetadata } from "@/modules/content/content-route";
import { Markdown } from "@/modules/ui/markdown";

const PATH = "kurumsal/banka-bilgileri";

export const generateMetadata = () => contentMetadata(PATH);

export default function Page() {
  return (
    <ContentRoute
      path={PATH}
      render={(page) => (
        <>
          <Markdown source={page.body} />
          <BankAccounts />
        </>
      )}
    />
  );
}
