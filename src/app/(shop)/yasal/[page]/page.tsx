import { SectionPage, type SectionProps, sectionMetadata } from "@/modules/content/content-route";

export const generateMetadata = (props: SectionProps) => sectionMetadata("yasal", props);

export default function Page(props: SectionProps) {
  return <SectionPage section="yasal" {...props} />;
}
