import { UnderDevelopment } from '@/shared/ui/UnderDevelopment';
import { useBack } from '@/shared/navigation/navigation';

/** Spec: a feature not built yet shows 'Under development', with a way back. */
export default function UnderDevelopmentPage() {
  const back = useBack();
  return <UnderDevelopment onBack={back} />;
}
