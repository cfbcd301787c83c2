/** Quick answers on the contact page (#faq, the footer's FAQ link). Plain text so it renders without script. */
export interface FaqEntry {
  question: string;
  answer: string;
}

export const faqEntries: readonly FaqEntry[] = [
  {
    question: "When should I order my kit?",
    answer:
      "We recommend ordering 2-3 weeks before move-in. That gives us time to pack your kit for your exact hall and schedule a pickup time that fits your arrival.",
  },
  {
    question: "How does pickup work?",
    answer:
      "You pick up your kit at our Provo location, close to campus, on a day and time you choose. On the big move-in weekends we add extra pickup hours.",
  },
  {
    question: "Can I order before I know my housing assignment?",
    answer:
      "Yes. Join early access now and tell us your hall once you know it. We'll tailor the kit before it is packed.",
  },
  {
    question: "What if something isn't right?",
    answer:
      "Every kit will come with a 30-day money-back guarantee. Tell us what is wrong and we'll replace the item or refund you.",
  },
  {
    question: "Can parents order for their student?",
    answer:
      "Of course. Many of our orders come from parents. Choose \"Parent\" when you join early access and we'll keep you in the loop.",
  },
];
