/** A complete contact form as a browser posts it, for the deploy and release tests. */
export function inquiryForm(key: string, extra: Record<string, string> = {}) {
  return new URLSearchParams({
    fullName: "Deploy Test",
    email: "deploy.test@example.com",
    company: "Loopback Labs",
    inquiryType: "project",
    subject: `Deploy test ${key}`,
    message: "A submission from the deployment test, sent through nginx.",
    consent: "on",
    idempotencyKey: key,
    ...extra,
  });
}
