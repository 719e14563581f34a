/** The Responsible Gaming page's copy (docs/product/requirements.md section 2). */

export const gamingTips = [
  { title: 'Set a budget', description: 'Decide before you play how much you can afford to lose, and keep to it.' },
  { title: 'Set a time limit', description: 'Choose when you will stop, and take regular breaks away from the tables.' },
  { title: 'Never chase losses', description: 'Accept a loss as the cost of the entertainment; trying to win it back only deepens it.' },
  { title: 'Play for entertainment', description: 'Gaming is a pastime, never a way to make money or to pay debts.' },
  { title: 'Balance gaming with other activities', description: 'Enjoy the spa, the restaurants and the company of friends too.' },
] as const;

export const gamingGuidelines = [
  { title: 'Age verification', description: 'Our casinos admit guests aged 18 or over (21 where local law requires). We ask for identification at the door.' },
  {
    title: 'Self-exclusion',
    description: 'Any guest may ask to be excluded from our gaming floors for six months or longer. Our hosts will help, in confidence.',
  },
  { title: 'Deposit and time limits', description: 'Members can set limits on what they spend and how long they play. Lowering a limit takes effect at once.' },
] as const;

export const supportResources = [
  { name: 'GamCare', description: 'Free information, advice and support for anyone affected by gambling.', href: 'https://www.gamcare.org.uk/' },
  { name: 'Gamblers Anonymous', description: 'Meetings worldwide for people who want to stop gambling.', href: 'https://www.gamblersanonymous.org/' },
  { name: 'BeGambleAware', description: 'Confidential help and tools to check your gambling.', href: 'https://www.begambleaware.org/' },
] as const;
