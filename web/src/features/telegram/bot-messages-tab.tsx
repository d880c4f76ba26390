// « Messages »: the bot's welcome per language (decision 0125): each language's own text, or the built-in greeting
// translated into the customer's language.
import { MessageSquareTextIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LanguageTextEditor } from '@/features/language-texts/language-text-editor';
import { useLanguageTextsTexts } from '@/features/language-texts/language-texts-texts';

export function BotMessagesTab() {
  const texts = useLanguageTextsTexts();
  return (
    <Card className="max-w-3xl gap-4" data-testid="welcome-message">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MessageSquareTextIcon className="size-4 text-primary" />
          {texts.welcome.title}
        </CardTitle>
        <CardDescription>{texts.welcome.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <LanguageTextEditor kind="welcome" words={texts.welcome} testId="welcome" />
      </CardContent>
    </Card>
  );
}
