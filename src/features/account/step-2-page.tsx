// Placeholder: built by the account work of the sign-in issue.
export default function Page() {
  return null;
}
