/** Next's empty page (a Server Component with no client code of its own): what every page ships. */
export default function EmptyPage() {
  return <main>Empty</main>;
}
