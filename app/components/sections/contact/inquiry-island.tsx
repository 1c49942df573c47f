import inquiryIslandScript from "~/browser/inquiry-island.tsx?browser-script";
import { INQUIRY_ISLAND_ID, INQUIRY_ISLAND_PROPS_ID } from "~/contact/island";
import ContactForm, { type ContactFormProps } from "./contact-form";

/**
 * The inquiry form as a React island (docs/decisions/0018): the server renders
 * the form inside a container that names its script (`data-island`, loaded by
 * browser/islands.ts on the first interaction with the form or when the browser
 * is idle after the load event) and writes the props it rendered with beside it
 * as JSON, which the island hydrates the same component with.
 */
export function InquiryIsland({ content, actionData }: ContactFormProps) {
  const props: ContactFormProps = actionData ? { content, actionData } : { content };
  return (
    <>
      <div id={INQUIRY_ISLAND_ID} data-island={inquiryIslandScript}>
        <ContactForm {...props} />
      </div>
      <script
        type="application/json"
        id={INQUIRY_ISLAND_PROPS_ID}
        dangerouslySetInnerHTML={{ __html: islandProps(props) }}
      />
    </>
  );
}

/** JSON that cannot end its script element early (`</script>`) or open a comment. */
export function islandProps(props: ContactFormProps): string {
  return JSON.stringify(props).replaceAll("<", "\\u003c");
}
