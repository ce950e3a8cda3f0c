import { SectionPage, type SectionProps, sectionMetadata } from "@/modules/content/content-route";

export const generateMetadata = (props: SectionProps) => sectionMetadata("cozum-merkezi", props);

export default function Page(props: SectionProps) {
  return <SectionPage section="cozum-merkezi" {...props} />;
}
