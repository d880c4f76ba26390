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

/** The tabs in their order: the icon beside the name (from 640 px) and the tab's body. */
const tabs = [
  { value: 'config', icon: SettingsIcon, body: BotConfigTab },
  { value: 'admins', icon: ShieldCheckIcon, body: BotAdminsTab },
  { value: 'messages', icon: MessageSquareTextIcon, body: BotMessagesTab },
  { value: 'help', icon: BookOpenIcon, body: BotCommandsTab },
  { value: 'simulator', icon: MessagesSquareIcon, body: SimulatorTab },
] as const;

export default function TelegramPage() {
  const t = useT();
  return (
    <div data-testid="telegram-page">
      <PageHeader page="telegram" />
      <BotStatusCard />
      <Tabs defaultValue="config">
        {/* On a phone the five tabs wrap onto two lines rather than scroll out of sight. */}
        <TabsList className="mb-2 h-auto w-full flex-wrap justify-start sm:h-9 sm:w-fit sm:flex-nowrap">
          {tabs.map(({ value, icon: Icon }) => (
            <TabsTrigger key={value} className="h-8 flex-none sm:h-full sm:flex-1" value={value}>
              <Icon className="hidden sm:block" />
              {t(`telegram.tab.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value, body: Body }) => (
          <TabsContent key={value} value={value}>
            <Body />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
