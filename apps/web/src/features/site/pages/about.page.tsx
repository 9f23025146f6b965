// Wired into the route table ahead of its content (issue 5); replaced by the real page.
export default function AboutPage() {
  return <div className="container py-5" />;
}
