export const home = {
  title: 'Home',
  heading: 'Help for life with vision loss',
  intro:
    'Vision Hub brings together plain-language guides, services near you and eye research, in English and Spanish. It is for people who are blind or have low vision, their families, veterans and the people who support them.',
  carousel: {
    label: 'Highlights',
    roleDescription: 'carousel',
    slideRoleDescription: 'slide',
    slideLabel: '{{current}} of {{total}}',
    pause: 'Pause slides',
    play: 'Play slides',
    previous: 'Previous slide',
    next: 'Next slide',
    slides: {
      guides: {
        title: 'Guides for everyday life',
        body: 'Short, clear guides on reading, cooking, getting around, technology, work and your rights. Print any guide in English or Spanish.',
      },
      nearby: {
        title: 'Find help near you',
        body: 'Enter your ZIP code to find rehabilitation agencies, low vision clinics and support groups nearby. Hear them as a list or see them on a map.',
      },
      research: {
        title: 'Learn about eye research',
        body: 'Search clinical trials for eye conditions near your home, with contact details for each study team.',
      },
      veterans: {
        title: 'Support for veterans',
        body: 'Guides on VA blind rehabilitation, and a free 6-month trial with 20% off afterward for veterans association members.',
      },
    },
  },
  audiences: {
    heading: 'Who Vision Hub is for',
    personalTitle: 'For individuals and families',
    personalBody: 'Guides, local services and research for you or someone you care for.',
    personalLink: 'Learn about Vision Hub for individuals',
    providerTitle: 'For providers',
    providerBody: 'Tools for eye care and rehabilitation professionals who refer their patients.',
    providerLink: 'Learn about Vision Hub for providers',
  },
  testimonial: {
    heading: 'In their words',
    quote:
      'After my glaucoma got worse I did not know where to start. Vision Hub found the rehabilitation agency in my county and a talking-book library, and my screen reader reads every page.',
    author: 'Denise, early tester, Pennsylvania',
  },
};
