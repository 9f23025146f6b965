// What a Hindi reader would still see in English: the Latin words of a page's text once the
// names and codes that stay Latin in every language are taken out (the brand, acronyms, our
// addresses and people's names). A Hindi test asserts this is empty, so English that no checker
// finds (a toast built in a .ts module, a constant table, a status map) cannot slip through.
const SAME_IN_EVERY_LANGUAGE = [
  /[\w.+-]+@[\w.-]+/g, // email addresses
  /Saath Travel Technologies Private Limited/g,
  /3rd Floor, 27 Residency Road|Bengaluru, Karnataka \d+|\bIndia\b/g, // the postal address
  /Ananya Rao|Vikram Menon|Farah Siddiqui|Rohan Das|Meera Krishnan|Asha/g,
  /Digital Personal Data Protection Act, 2023|conditions of carriage/g,
  /saath:first-login:<account id>|_ga_<measurement id>|\b_ga\b|\btoken\b|\buser\b/g,
  /Google Analytics|Google|Instagram|X \(Twitter\)|LinkedIn|YouTube|argon2/g,
  /\b(Saath|GST|QR|PDF|RFQ|IP|HTTPS|DPDP|DGCA|CEO|CTO|IST|UPI|PNR|BLR|DEL|BOM|OTP)\b/g,
];

/** The text a person reads: each text node apart, leaving out what is hidden from everyone. */
function readText(node: Node): string {
  const parts: string[] = [];
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    // Decorative (aria-hidden) text: the avatars' initials and the logo's letter; and text marked
    // as another language (the language switch names English in English).
    if (!text.parentElement?.closest('[aria-hidden="true"], [lang]:not([lang^="hi"])'))
      parts.push(text.textContent ?? '');
  }
  return parts.join(' ');
}

export function englishLeft(content: Node | string | null | undefined): string[] {
  let rest = typeof content === 'string' ? content : content ? readText(content) : '';
  for (const pattern of SAME_IN_EVERY_LANGUAGE) rest = rest.replace(pattern, ' ');
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}
