// The gauntlet's six reference decks as deck-file text, shipped inside Ringside: the same text as the files of
// examples/gauntlet/ that a player can open (test/cli/gauntlet.test.ts holds them equal).

export const GAUNTLET_FILES: readonly { file: string; text: string }[] = [
  {
    file: 'rush.deck.txt',
    text: `# Rush: the strongest bodies the set has, into the ring and attacking at once.
name: Rush
format: cfs-classic
Main
3 S001 Terry
3 S031 Haohmaru
3 C122 Hugo
3 S076 Iori
3 C143 Kurow
3 S136 Raiden
3 S141 HAOUMARU
3 C062 Pyron
3 S155 Kula
3 C051 Morrigan
3 C130 Natsu
3 S139 Seishirou
3 C004 Guile
3 S135 Kain
3 C046 Remy
3 C002 Ken
2 C008 Zangief
`,
  },
  {
    file: 'back-up-towers.deck.txt',
    text: `# Back-Up towers: characters with their Back-Up partners, stacked to 1600 BP and more.
name: Back-Up Towers
format: cfs-classic
Main
3 C001 Ryu
3 C028 Sakura
3 S001 Terry
3 C074 Blodia
3 C073 Jin Saotome
3 C159 Kikaioh
3 C122 Hugo
3 C008 Zangief
3 S136 Raiden
3 C102 Fuuba (Baby)
3 S002 Andy
3 S020 Ryo
3 S021 Robert
3 S023 Takuma
3 S160 GOD Rugal
3 S145 Rugal
2 C018 Gouki
`,
  },
  {
    file: 'union-control.deck.txt',
    text: `# Union control: high-SP characters, so that two or three attack as one and pierce the defender.
name: Union Control
format: cfs-classic
Main
3 C079 Al & Iven
3 C120 Mech Zangief
3 S018 Krauser
3 C143 Kurow
3 C051 Morrigan
3 C052 Morrigan (D)
3 C130 Natsu
3 S139 Seishirou
3 C022 Rose
3 C107 Rock (Mega) Man
3 S025 King
3 S054 Shiki (T)
3 S103 Setsuna
3 C084 akira
3 S039 Rimururu (T)
3 S105 Akari
2 S121 Rock H.
`,
  },
  {
    file: 'reactions.deck.txt',
    text: `# Reactions: twenty reaction cards to answer attacks, behind a wall of plain characters.
name: Reactions
format: cfs-classic
Main
3 R005 Striker
3 R012 Datsurioko (SP Leak)
3 R013 Hitoyasumi (Rest)
3 R014 Yuujyou (Fellowship)
3 R017 KA Ishi (Power Mode)
3 R020 Clone
2 R024 Manali no Uta (Manali's Song)
3 C008 Zangief
3 C055 Victor
3 C061 Phobos (Huitzil)
3 C136 Gan
3 C146 Tsui Sekisha (Nemesis) (Pursuer)
3 S021 Robert
3 S058 Zankuro
3 C009 Bison (Balrog)
3 C023 Nash (Charlie)
3 C096 Cody
`,
  },
  {
    file: 'legends-strikers.deck.txt',
    text: `# Legends Strikers: big bodies and three Strikers sent at characters or kept to defend.
name: Legends Strikers
format: cfs-legends
Main
3 C075 Zero Gouki
3 S019 Geese
3 C120 Mech Zangief
3 S018 Krauser
3 C001 Ryu
3 C011 Sagat
3 C074 Blodia
3 C115 Lucifer
3 C122 Hugo
3 C159 Kikaioh
3 S001 Terry
3 S031 Haohmaru
3 S076 Iori
3 S081 Orochi
3 S084 Bousou (Wild) Iori
3 S020 Ryo
3 S160 GOD Rugal
3 C012 Vega (M.Bison)
3 C018 Gouki
Strikers
3 C013 Dee Jay
`,
  },
  {
    file: 'swarm.deck.txt',
    text: `# Swarm: plain characters with much SP, to fill the ring and trade counters.
name: Swarm
format: cfs-classic
Main
3 C010 Balrog (Vega)
3 S023 Takuma
3 S063 Daimon
3 S125 (Kim) Jae Hoon
3 S152 Ramon
3 S148 Whip
3 C088 Hideo
3 S014 Rick
3 C023 Nash (Charlie)
3 C112 ZERO
3 C121 Dudley
3 S040 Jubei
3 S080 Goenitz
3 C070 B.Hayato
3 C076 Leo
3 C134 Bowman
2 S044 Tam Tam
`,
  },
]
