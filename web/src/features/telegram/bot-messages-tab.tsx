// « Messages »: the bot's welcome per language (decision 0125): each language's own text, or the built-in greeting
// translated into the customer's language; and the shop's terms (/terms), each language's own or the French.
import { MessageSquareTextIcon, ScrollTextIcon } from 'lucide-react';
import { CardContent } from '@/components/ui/card';
import { LanguageTextEditor } from '@/features/language-texts/language-text-editor';
import { useLanguageTextsTexts } from '@/features/language-texts/language-texts-texts';
import { TitledCard } from '@/components/titled-card';

export function BotMessagesTab() {
  const texts = useLanguageTextsTexts();
  return (
    <div className="flex flex-col gap-6">
      <TitledCard testId="welcome-message" icon={MessageSquareTextIcon} title={texts.welcome.title} description={texts.welcome.description} className="max-w-3xl gap-4">
        <CardContent>
          <LanguageTextEditor kind="welcome" words={texts.welcome} testId="welcome" />
        </CardContent>
      </TitledCard>
      {/* The shop's terms, shown by /terms (decision 0137). */}
      <TitledCard testId="terms-message" icon={ScrollTextIcon} title={texts.terms.title} description={texts.terms.description} className="max-w-3xl gap-4">
        <CardContent>
          <LanguageTextEditor kind="terms" words={texts.terms} testId="terms" />
        </CardContent>
      </TitledCard>
    </div>
  );
}
