// Pages: /personal, /freetrial, /ausa, /our-provider, /our-story, /our-team, /terms-of-use,
// /privay-policy and the not-found page.
// Plain language: short sentences, reading grade 8 or below. Never medical advice.
export const marketing = {
  // Shared by /freetrial and /ausa.
  signUp: {
    button: 'Start my free trial',
    pending: 'Opening the sign-in page…',
    failed: 'We could not open the sign-in page. Please check your connection and try again.',
  },

  personal: {
    heading: 'Vision Hub for you and your family',
    title: 'For Individuals',
    intro:
      'Vision loss changes many parts of daily life. Vision Hub helps you find clear answers and real help near you, in English or Spanish. It is for people who are blind or have low vision, their families and friends, and veterans.',
    featuresHeading: 'What you can do with Vision Hub',
    features: {
      guides: {
        title: 'Read guides for each area of life',
        body: 'Each help category, such as reading, cooking, getting around, work or benefits, has short guides in plain language. Print any guide as a PDF in English or Spanish.',
      },
      nearby: {
        title: 'Find help near you',
        body: 'Enter your ZIP code to find support groups, rehabilitation agencies and low vision clinics nearby. See them on a map or hear them as a list with phone numbers and addresses.',
      },
      trials: {
        title: 'Search clinical trials',
        body: 'Look for research studies about eye conditions near your home. Each study shows who to contact and how to check if you may be able to take part.',
      },
      survey: {
        title: 'Take the Blind Low Vision survey',
        body: 'Answer a short survey about your sight and daily tasks. Then see a list of optometrists who focus on low vision. Bring your survey answers to your visit.',
      },
      access: {
        title: 'Use it your way',
        body: 'Vision Hub works with screen readers, the keyboard alone and screen magnifiers. You can also use voice or typed commands, turn on large text or high contrast, and switch between English and Spanish at any time.',
      },
      veterans: {
        title: 'Extra help for veterans',
        body: 'Veterans see an extra category with guides on VA blind rehabilitation and other services for people who served.',
      },
    },
    plansHeading: 'Plans and your free trial',
    plansIntro:
      'Start with a free 6-month trial. You get the full hub during the trial. Before it ends, you can choose a paid plan to keep using Vision Hub, or cancel.',
    plansPrices:
      'Prices are in US dollars. You will see the price and length of each plan before you pay.',
    plansAusa:
      'Members of the Association of the United States Army (AUSA) get 20% off after the free trial.',
    ausaLink: 'See the AUSA member offer',
    joinHeading: 'Ready to start?',
    joinBody: 'Create your account and start your free 6-month trial.',
    joinLink: 'Join Us',
  },

  freeTrial: {
    heading: 'Sign Up Today, Start Your Free 6-Month Trial',
    title: 'Free Trial',
    intro:
      'Try everything Vision Hub offers for 6 months, free. See if it helps you or someone you care for.',
    includesHeading: 'What your trial includes',
    includes: {
      guides: 'Guides for every help category, with printable PDFs in English and Spanish',
      nearby: 'Support organizations near your ZIP code, on a map and as a list',
      trials: 'Clinical trial search for eye conditions near you',
      survey: 'The Blind Low Vision survey and a list of low vision optometrists',
      access: 'Voice and keyboard commands, large text and high contrast settings',
    },
    stepsHeading: 'How to sign up',
    steps: {
      start: 'Select “{{button}}” below.',
      account: 'Sign in, or create an account, on our secure sign-in page.',
      profile: 'Fill in your profile. Your ZIP code helps us show help near you.',
    },
    afterHeading: 'When the trial ends',
    after:
      'Your trial lasts 6 months. Before it ends, you can choose a paid plan to keep using Vision Hub. If you do not want to continue, you can cancel before the trial ends.',
    ausaNote:
      'Are you a member of the Association of the United States Army (AUSA)? Use the member page so your discount is saved.',
    ausaLink: 'Go to the AUSA member page',
  },

  ausa: {
    heading: 'Welcome, AUSA members',
    title: 'AUSA Members',
    intro:
      'Members of the Association of the United States Army (AUSA) get a special offer on Vision Hub. It is for members with vision loss and for members who support someone who has it.',
    offerHeading: 'Your member offer',
    offer: {
      trial: 'A free 6-month trial of Vision Hub.',
      discount: 'After the trial, 20% off your plan as an AUSA member.',
      receipt: 'The 20% member discount will appear on the receipt we email you.',
    },
    saved:
      'We have saved your member discount in this browser. Sign up from this browser and the discount is added for you. You do not need to type a code.',
    veteransHeading: 'What veterans find in Vision Hub',
    veterans: {
      category: 'A veterans category with guides on VA blind rehabilitation services and benefits.',
      guides: 'Guides for daily life, with printable PDFs in English and Spanish.',
      nearby: 'Support organizations near your ZIP code, on a map and as a list.',
      trials: 'Clinical trial search and a low vision survey you can bring to your eye doctor.',
    },
    signUpHeading: 'Start your free trial',
    signUpBody:
      'Create your account to begin. You can cancel before the trial ends if Vision Hub is not right for you.',
  },

  provider: {
    heading: 'Vision Hub for eye care and rehabilitation providers',
    title: 'For Providers',
    intro:
      'You treat the eyes. Your patients also need help at home, at work and in their community. Vision Hub gives them a place to find that help, in English or Spanish, after they leave your office.',
    helpsHeading: 'How Vision Hub helps you and your patients',
    helps: {
      refer: {
        title: 'Refer patients',
        body: 'Send patients and families to Vision Hub when they are ready to learn about life with vision loss. They can start with a free 6-month trial.',
      },
      guides: {
        title: 'Share the guides',
        body: 'Print our plain-language guides in English or Spanish and hand them out in your clinic. They cover reading, daily living, getting around, work and benefits.',
      },
      nearby: {
        title: 'Point to local services',
        body: 'Patients can find rehabilitation agencies, support groups and low vision clinics near their ZIP code, on a map or as a list.',
      },
      survey: {
        title: 'Better low vision visits',
        body: 'Patients can take the Blind Low Vision survey before a visit and bring their answers to a low vision optometrist.',
      },
    },
    siteHeading: 'The provider site',
    siteBody:
      'Providers have their own Vision Hub site, separate from this one. Sign in there to manage your provider account.',
    siteLink: 'Go to the provider site',
    redirectHeading: 'Opening the provider site',
    redirecting: 'Taking you to the provider site…',
    redirectFallback: 'If the provider site does not open, use this link:',
  },

  story: {
    heading: 'Our story',
    intro:
      'Vision Hub started with a simple problem. People who were losing their sight, and their families, did not know where to find help. The help existed, but it was hard to find, and often only in English.',
    timelineHeading: 'How Vision Hub grew',
    steps: {
      notes: {
        year: '2018',
        title: 'A list of local services',
        body: 'Our founder, a low vision rehabilitation therapist, starts keeping a list of local services to give to clients and their families.',
      },
      spanish: {
        year: '2020',
        title: 'The list goes online, in two languages',
        body: 'Many services move to phone and video. The list becomes a shared online document, in English and Spanish, that volunteers help keep up to date.',
      },
      guides: {
        year: '2022',
        title: 'The first guides',
        body: 'A small team forms. We write the first plain-language guides and test them with screen reader users.',
      },
      testing: {
        year: '2023',
        title: 'Testing with real users',
        body: 'People with low vision, family members and veterans try early versions. Their ideas shape the hub: printable guides, searching by ZIP code, and a list next to every map.',
      },
      launch: {
        year: '2024',
        title: 'Vision Hub launches',
        body: 'Vision Hub opens to the public, in English and Spanish, with a free 6-month trial.',
      },
    },
    valuesHeading: 'What guides our work',
    values: {
      access: 'Every page must work with a screen reader, a keyboard and a magnifier.',
      plain: 'We write in plain words, in English and in Spanish.',
      local: 'Real help is often close to home. We help you find it.',
      honest: 'We share information, not medical advice. Your eye doctor knows your eyes best.',
    },
    teamLink: 'Meet our team',
  },

  team: {
    heading: 'Our team',
    intro:
      'We are a small team. Some of us live with vision loss. All of us have seen how much the right help can change daily life.',
    listHeading: 'Meet the team',
    readBio: 'Read {{name}}’s biography',
    close: 'Close',
    members: {
      founder: {
        name: 'Elena Martínez',
        role: 'Founder and low vision rehabilitation therapist',
        summary: 'Elena has helped people adapt to vision loss for more than 15 years.',
        bio1: 'Elena is a certified low vision rehabilitation therapist. She has worked with adults who are losing their sight, in clinics and in their homes, in Pennsylvania.',
        bio2: 'At the end of each visit, families asked her the same question: where else can we get help? She started writing the answers down. That list grew into Vision Hub.',
        bio3: 'Elena grew up speaking Spanish at home. She makes sure every guide is as useful in Spanish as it is in English.',
      },
      accessibility: {
        name: 'Marcus Reed',
        role: 'Accessibility lead',
        summary: 'Marcus uses a screen reader every day and tests every page we build.',
        bio1: 'Marcus has retinitis pigmentosa. He has used a screen reader at work and at home for more than ten years.',
        bio2: 'He checks every page of Vision Hub with screen readers, the keyboard alone and screen magnifiers before it goes live. If a page does not work for him, it does not ship.',
        bio3: 'Before joining Vision Hub, Marcus tested websites and apps for accessibility. Outside of work, he enjoys audiobooks and tandem cycling.',
      },
      content: {
        name: 'Sofía Herrera',
        role: 'Bilingual content editor',
        summary: 'Sofía writes and edits our guides in English and Spanish.',
        bio1: 'Sofía writes and edits the Vision Hub guides in English and Spanish. She works to keep every guide short, clear and easy to read out loud.',
        bio2: 'She grew up helping her grandmother, who had diabetic retinopathy, fill out forms and find services. She knows how hard it can be when the information is only in English.',
        bio3: 'Sofía worked as a medical interpreter before she joined the team. She checks that our Spanish sounds natural, not like a word-for-word translation.',
      },
      veterans: {
        name: 'James Kowalski',
        role: 'Veteran outreach lead',
        summary:
          'James is a US Army veteran who helps veterans find the services they have earned.',
        bio1: 'James served in the US Army. Years later, glaucoma took much of his sight.',
        bio2: 'A VA blind rehabilitation program helped him learn new ways to read, cook and get around. He wants every veteran with vision loss to know that help like this exists.',
        bio3: 'James talks with veterans groups and their families about Vision Hub. He also reviews the guides in our veterans category.',
      },
    },
  },

  terms: {
    heading: 'Terms of Use',
    updated: 'Last updated: 2024',
    intro:
      'These terms explain the rules for using Vision Hub. Please read them. By using Vision Hub, you agree to these terms.',
    medical: {
      heading: 'Information only, not medical advice',
      p1: 'Vision Hub gives general information. It is not medical advice. It does not replace a visit to a doctor, eye doctor or other health professional.',
      p2: 'Always ask your doctor about your eyes, your health and any treatment. Do not ignore medical advice or wait to get it because of something you read on Vision Hub.',
      p3: 'If you have a medical emergency, such as a sudden loss of vision, call 911 or go to the nearest emergency room.',
    },
    who: {
      heading: 'Who can use Vision Hub',
      p1: 'Vision Hub is for adults. If you are under 18, you may use Vision Hub only with the supervision of a parent or guardian. Your parent or guardian must agree to these terms.',
    },
    account: {
      heading: 'Your account',
      p1: 'You sign in through our secure sign-in partner. Keep your sign-in details private. You are responsible for what happens in your account.',
      p2: 'Please give true and current information in your profile. We use it to show help near you.',
    },
    subscriptions: {
      heading: 'Subscriptions and free trials',
      p1: 'New members can start with a free 6-month trial. Before the trial ends, you can choose a paid plan to keep using Vision Hub, or you can cancel.',
      p2: 'Prices are in US dollars. You will see the price and length of a plan before you pay. Payments are handled by our payment provider.',
      p3: 'Members of the Association of the United States Army (AUSA) get 20% off after the free trial. The discount appears on the receipt we email you.',
      p4: 'We may change plans or prices in the future. A change will not affect a plan you have already paid for.',
    },
    listings: {
      heading: 'Organizations, studies and other websites',
      p1: 'Vision Hub lists organizations, eye doctors and clinical trials run by others. A listing does not mean we endorse them or their services. We are not responsible for what they do.',
      p2: 'Services, hours and studies change. We try to keep our lists current, but please contact an organization before you visit.',
      p3: 'Some links open websites we do not control. Their own terms and privacy policies apply there.',
    },
    use: {
      heading: 'Using Vision Hub fairly',
      p1: 'Do not misuse Vision Hub. For example, do not try to break into it, overload it, copy large parts of it with automated tools, or use it to harm others.',
      p2: 'We may suspend or close an account that breaks these terms.',
    },
    copyright: {
      heading: 'Copyright',
      p1: 'The guides, text, design and logo of Vision Hub are protected by copyright. They belong to Vision Hub or to the people who let us use them.',
      p2: 'You may print and share our guides for personal, non-commercial use. For example, you may give a guide to a family member or your care team. Please keep our name on it. For any other use, ask us first.',
    },
    liability: {
      heading: 'Limits of our liability',
      p1: 'We work hard to make Vision Hub accurate and available. But we provide it “as is.” We cannot promise that it will always work, or that all information will be complete, correct or up to date.',
      p2: 'As far as the law allows, Vision Hub is not responsible for any loss or harm that comes from using, or not being able to use, the site. This includes decisions you make based on information you find here.',
      p3: 'If we are found responsible, our total liability is limited to the amount you paid us in the 12 months before the claim.',
      p4: 'Some places do not allow these limits. If so, they apply only as far as the law allows.',
    },
    changes: {
      heading: 'Changes to these terms',
      p1: 'We may update these terms. When we do, we will post the new terms on this page and change the date at the top. If you keep using Vision Hub after a change, you agree to the new terms.',
    },
    law: {
      heading: 'Governing law',
      p1: 'These terms are governed by the laws of the Commonwealth of Pennsylvania, in the United States. Any dispute will be handled in the courts of Pennsylvania.',
    },
    contact: {
      heading: 'Contact us',
      p1: 'If you have a question about these terms, please contact the Vision Hub team. We will do our best to answer in the language you write to us in, English or Spanish.',
    },
  },

  privacy: {
    heading: 'Privacy Policy',
    updated: 'Last updated: 2024',
    intro:
      'This policy explains what information Vision Hub collects, why we collect it, and how we protect it. We never sell your personal information.',
    collect: {
      heading: 'What we collect',
      p1: 'We collect only what we need to run Vision Hub:',
      account: 'Account details: your name and email address, from our sign-in partner.',
      profile:
        'Profile details: such as your date of birth, phone number, address, city, state, ZIP code and whether you are a veteran.',
      survey: 'Survey answers: your answers to our questionnaire and the Blind Low Vision survey.',
      payments:
        'Payment records: your plan, the amount, and the start and end dates. Your card is handled by our payment provider. We do not see or store your card number.',
      searches: 'Searches: the ZIP codes, cities and words you search for, so we can show results.',
      technical:
        'Technical details: our servers keep basic records, such as your IP address and the time of a request, to keep the site safe and working.',
    },
    storage: {
      heading: 'Cookies and local storage',
      p1: 'Vision Hub saves a few small items in your browser. They remember:',
      language: 'your language, English or Spanish;',
      display: 'your display settings, such as large text or high contrast;',
      signIn: 'that you are signed in, so you do not have to sign in on every page;',
      offer:
        'whether you started a free trial or came from the AUSA member page, so your offer is applied.',
      p2: 'We do not use advertising cookies. You can clear these items at any time in your browser settings. If you do, you may need to sign in and choose your settings again.',
    },
    voice: {
      heading: 'Voice commands',
      p1: 'Voice commands are off until you turn them on. When they are on, your browser’s speech service turns your speech into text. Depending on your browser, the sound may be sent to the company that makes the browser, such as Google or Apple. Vision Hub receives only the text, and uses it only to carry out your command.',
    },
    // Issue 38: what My list keeps, who sees a shared link, how to turn one off.
    myList: {
      heading: 'My list and shared links',
      p1: 'When you press Save on an organization, guide or clinical trial, we keep it on your list with your account, with any note you write (up to 500 characters). You can remove an item, or delete your whole list, on the My list page at any time.',
      p2: 'If you share your list, we make a link that works for 30 days. Anyone who has the link can see the items on your list without signing in. They never see your name or e-mail address, and they see your notes only if you chose to include them. We keep only a scrambled form of the link, so we cannot send it again for you.',
      p3: 'To stop a link from working, open My list and press Turn off beside it; deleting your list turns off every link too. Someone who opens a link that is turned off or more than 30 days old sees that it no longer works.',
      p4: 'If you e-mail your list, we send it only to the addresses you enter, up to three at a time and ten a day. Like every e-mail we send, the message and its addresses stay in our mail records.',
    },
    use: {
      heading: 'How we use your information',
      p1: 'We use your information to:',
      account: 'create and run your account;',
      nearby: 'show organizations, eye doctors and studies near you;',
      veterans: 'show the veterans category if you are a veteran;',
      payments: 'manage your trial, plan and payments, and send receipts;',
      updates: 'send email updates, only if you ask for them;',
      improve: 'keep Vision Hub safe and fix problems.',
    },
    share: {
      heading: 'When we share information',
      p1: 'We never sell your personal information. We share it only:',
      payment: 'with our payment provider, to take payments and send receipts;',
      identity: 'with our sign-in partner, to let you sign in safely;',
      law: 'when the law requires it, for example to answer a court order.',
      p2: 'We do not share your information with the organizations listed in Vision Hub. If you want their help, you contact them yourself.',
    },
    retention: {
      heading: 'How long we keep it',
      p1: 'We keep your information while your account is open. If you close your account, we delete your personal information or remove your name from it, unless the law requires us to keep it longer. For example, payment records may need to be kept for tax purposes.',
    },
    security: {
      heading: 'How we protect it',
      p1: 'We use secure connections and limit who can see your information. No system is perfectly secure, but we work to protect your information.',
    },
    choices: {
      heading: 'Your choices',
      p1: 'You can see and update your profile at any time on the My Profile page. You can stop email updates with the link in any email. You can clear the items saved in your browser. You can also ask us to close your account and delete your information.',
    },
    children: {
      heading: 'Children',
      p1: 'Vision Hub is for adults. Users under 18 need the supervision of a parent or guardian. We do not knowingly collect information from children under 13 without a parent’s permission. If you think a child has given us information, contact us and we will delete it.',
    },
    changes: {
      heading: 'Changes to this policy',
      p1: 'We may update this policy. When we do, we will post it on this page and change the date at the top.',
    },
    contact: {
      heading: 'Contact us',
      p1: 'If you have a question about your privacy or want to use any of your choices, please contact the Vision Hub team. You can write to us in English or Spanish.',
    },
  },

  notFound: {
    title: 'Page not found',
    body: 'We could not find that page. The link may be old, or the address may have a typo.',
    next: 'Here are some places to start:',
    home: 'Go to the home page',
    personal: 'Learn what Vision Hub offers',
    story: 'Read our story',
  },
};
