// /telegram (Bot Telegram, SPEC §2): the bot's status with start / stop / refresh, then the tabs — configuration (token,
// menu options), admins, messages (welcome), help (the commands) and the simulator.
import { BookOpenIcon, MessageSquareTextIcon, MessagesSquareIcon, SettingsIcon, ShieldCheckIcon } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '@/lib/i18n';
import { BotAdminsTab } from './bot-admins-tab';
import { BotCommandsTab } from './bot-commands-tab';
import { BotConfigTab } from './bot-config-tab';
import { BotMessagesTab } from './bot-messages-tab';
import { BotStatusCard } from './bot-status-card';
import { SimulatorTab } from './simulator-tab';

export default function TelegramPage() {
  const t = useT();
  return (
    <div data-testid="telegram-page">
      <PageHeader page="telegram" />
      <BotStatusCard />
      <Tabs defaultValue="config">
        {/* On a phone the five tabs wrap onto two lines rather than scroll out of sight. */}
        <TabsList className="mb-2 h-auto w-full flex-wrap justify-start sm:h-9 sm:w-fit sm:flex-nowrap">
          <TabsTrigger className="h-8 flex-none sm:h-full sm:flex-1" value="config">
            <SettingsIcon className="hidden sm:block" />
            {t('telegram.tab.config')}
          </TabsTrigger>
          <TabsTrigger className="h-8 flex-none sm:h-full sm:flex-1" value="admins">
            <ShieldCheckIcon className="hidden sm:block" />
            {t('telegram.tab.admins')}
          </TabsTrigger>
          <TabsTrigger className="h-8 flex-none sm:h-full sm:flex-1" value="messages">
            <MessageSquareTextIcon className="hidden sm:block" />
            {t('telegram.tab.messages')}
          </TabsTrigger>
          <TabsTrigger className="h-8 flex-none sm:h-full sm:flex-1" value="help">
            <BookOpenIcon className="hidden sm:block" />
            {t('telegram.tab.help')}
          </TabsTrigger>
          <TabsTrigger className="h-8 flex-none sm:h-full sm:flex-1" value="simulator">
            <MessagesSquareIcon className="hidden sm:block" />
            {t('telegram.tab.simulator')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="config">
          <BotConfigTab />
        </TabsContent>
        <TabsContent value="admins">
          <BotAdminsTab />
        </TabsContent>
        <TabsContent value="messages">
          <BotMessagesTab />
        </TabsContent>
        <TabsContent value="help">
          <BotCommandsTab />
        </TabsContent>
        <TabsContent value="simulator">
          <SimulatorTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
