import { SectionPage, type SectionProps, sectionMetadata } from "@/modules/content/content-route";

export const generateMetadata = (props: SectionProps) => sectionMetadata("kurumsal", props);

export default function Page(props: SectionProps) {
  return <SectionPage section="kurumsal" {...props} />;
}
