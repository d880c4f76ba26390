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
      <PageHeader title={t('telegram.title')} description={t('telegram.description')} />
      <BotStatusCard />
      <Tabs defaultValue="config">
        <TabsList className="mb-2">
          <TabsTrigger value="config">
            <SettingsIcon />
            {t('telegram.tab.config')}
          </TabsTrigger>
          <TabsTrigger value="admins">
            <ShieldCheckIcon />
            {t('telegram.tab.admins')}
          </TabsTrigger>
          <TabsTrigger value="messages">
            <MessageSquareTextIcon />
            {t('telegram.tab.messages')}
          </TabsTrigger>
          <TabsTrigger value="help">
            <BookOpenIcon />
            {t('telegram.tab.help')}
          </TabsTrigger>
          <TabsTrigger value="simulator">
            <MessagesSquareIcon />
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
