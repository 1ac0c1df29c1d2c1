// Placeholder: built by the session work of the sign-in issue.
export default function LoginPage() {
  return null;
}
