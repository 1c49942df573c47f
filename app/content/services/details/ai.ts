import type { ServiceDetailGroup } from "../types";

/** The eight AI service pages under /services/ai (the PlayStation pages are in playstation.ts). */
export const aiDetails: ServiceDetailGroup = {
  eyebrow: "AI Development",
  tone: "brand",
  back: { name: "All AI services", path: "/services/ai" },
  inquiryType: "ai",
  inquiryLabel: "Discuss your AI project",
  ctaText:
    "Describe the process you want to improve and the data behind it. An AI lead will reply within one business day with an honest view of what is possible.",
  records: [
    {
      path: "/services/ai/automation",
      label: "AI Automation",
      title: "AI Workflow Automation",
      subtitle:
        "Intelligent automation that reads documents, makes routine decisions and hands exceptions to people, backed by 24/7 monitoring and support.",
      description:
        "We automate the repetitive, rules-plus-judgement work that eats your team's week: invoice and claims processing, order entry, reconciliations and recurring reports. Machine-learning and language models handle the unstructured inputs, a workflow engine handles the routing, and people stay in the loop for anything uncertain. Every automation ships with dashboards, audit logs and 24/7 monitoring and support.",
      whyChooseUs: [
        "Process discovery first, so we automate the steps that actually cost you time",
        "Human review for low-confidence decisions, with every automated action logged",
        "Integration with the ERP, CRM and ticketing systems you already run, such as SAP, Salesforce, Zoho and ServiceNow",
        "Hours saved, error rates and cycle times reported to you every month",
        "24/7 monitoring and support, with alerts when accuracy or volumes drift",
        "Deployed in your cloud or on-premise; your data is never used to train third-party models",
      ],
      useCases: [
        {
          title: "Invoice and document processing",
          description:
            "Invoices, purchase orders and delivery notes in any layout, extracted, validated and posted to your ERP.",
        },
        {
          title: "Insurance and finance operations",
          description:
            "Claims triage, KYC document checks and reconciliations that cut turnaround from days to hours.",
        },
        {
          title: "Service back office",
          description:
            "Emails and tickets classified, routed and answered in draft, so agents only handle what needs a person.",
        },
        {
          title: "Plant and compliance reporting",
          description:
            "Shift reports, quality records and compliance documents assembled automatically from plant systems.",
        },
      ],
      relatedServices: [
        { name: "AI Requirement Automation", path: "/services/ai/requirement-automation" },
        { name: "AI Agent Development", path: "/services/ai/agent-development" },
        { name: "Industrial Simulation & Automation", path: "/services/simulations/industrial" },
      ],
    },
    {
      path: "/services/ai/agent-development",
      label: "Agent Development",
      title: "AI Agent Development",
      subtitle:
        "AI agents that plan, use your tools and finish multi-step tasks inside the guardrails you set, with a person approving what matters.",
      description:
        "We build AI agents that do more than answer questions: they look up records, call APIs, query databases and complete multi-step tasks from start to finish. Each agent gets a narrow scope, a set of permitted tools, an evaluation suite built from real scenarios and approval gates for any action with consequences. We work with leading commercial and open-weight models, so you are never locked into one provider.",
      whyChooseUs: [
        "Tools and permissions designed so each agent can do exactly what it needs, and nothing more",
        "Evaluation suites of real scenarios, re-run on every prompt, model or code change",
        "Human approval for payments, deletions and anything a customer will see",
        "Model-agnostic design: switch providers or run open-weight models on your own hardware",
        "A trace of every step an agent takes, for debugging and audit",
        "Per-task cost budgets and caching that keep running costs predictable",
      ],
      useCases: [
        {
          title: "Research and briefing agents",
          description:
            "Agents that gather facts from internal documents and databases, then draft briefs with a citation for every claim.",
        },
        {
          title: "IT and operations runbooks",
          description:
            "Agents that watch queues, triage incidents and run standard runbooks, escalating to an engineer when unsure.",
        },
        {
          title: "Sales and account assistants",
          description:
            "Agents that prepare meeting briefs, update the CRM and draft follow-ups from call notes for a salesperson to send.",
        },
        {
          title: "Game-production agents",
          description:
            "Studio agents that triage bug reports, cluster playtest feedback and draft test plans from design changes.",
        },
      ],
      relatedServices: [
        { name: "Chatbot & Conversational AI", path: "/services/ai/chatbot-development" },
        { name: "AI Workflow Automation", path: "/services/ai/automation" },
        { name: "AI Requirement Automation", path: "/services/ai/requirement-automation" },
      ],
    },
    {
      path: "/services/ai/chatbot-development",
      label: "Chatbot Development",
      title: "Chatbot & Conversational AI",
      subtitle:
        "Customer and employee chatbots that answer from your own knowledge, speak your customers' languages and hand over to people gracefully.",
      description:
        "We build conversational assistants for websites, mobile apps, WhatsApp and voice that answer from your documents, policies and product data rather than from guesswork. Retrieval-augmented generation keeps every answer grounded and cited, and a conversation moves to a human agent, with its full history, the moment the bot is out of its depth. Assistants work in English, Hindi, Kannada, Tamil and the other languages your customers use.",
      whyChooseUs: [
        "Grounded answers with sources, tested against your real support questions before launch",
        "Multilingual, including major Indian languages and mixed-language text such as Hinglish",
        "One assistant across the web, mobile apps, WhatsApp Business, Microsoft Teams and voice",
        "Hand-off to live agents in your help desk, with the conversation attached",
        "Reports on unanswered questions, so your knowledge base improves every week",
        "Personal data redacted and retained only as long as your policy allows",
      ],
      useCases: [
        {
          title: "Customer support",
          description:
            "Order tracking, returns, account questions and troubleshooting for retail, telecom and financial services.",
        },
        {
          title: "Internal help desks",
          description:
            "HR, IT and policy assistants that answer employee questions in seconds and open a ticket when they cannot.",
        },
        {
          title: "Player support for games",
          description:
            "In-game and community assistants for account recovery, purchase problems and known-issue questions.",
        },
        {
          title: "Appointments and bookings",
          description:
            "Clinics, service centres and training academies taking bookings and reminders through chat and voice.",
        },
      ],
      relatedServices: [
        { name: "AI Agent Development", path: "/services/ai/agent-development" },
        { name: "AI Use Cases & Discovery", path: "/services/ai/general-use-cases" },
        { name: "Medical Education Simulation", path: "/services/simulations/health-education" },
      ],
    },
    {
      path: "/services/ai/general-use-cases",
      label: "AI Use Cases",
      title: "AI Use Cases & Discovery",
      subtitle:
        "Not sure where AI fits? We map your processes, rank the valuable use cases and prove the best one with a working pilot in weeks.",
      description:
        "Many organisations know AI could help but not where to begin. Our discovery engagement interviews your teams, reviews your data and systems, and ranks candidate use cases by value, feasibility and risk. The strongest candidate becomes a working pilot on your own data within six to eight weeks, with the numbers you need to decide whether to scale it.",
      whyChooseUs: [
        "Vendor-neutral advice, including a straight answer when AI is not the right tool",
        "Use cases scored on value, data readiness, risk and time to impact",
        "A working pilot on your own data instead of a slide deck",
        "Responsible-AI review of bias, privacy and regulatory exposure",
        "Experience across games, defence, healthcare, manufacturing, retail and finance",
        "A costed roadmap with team, milestones and success measures for scaling the winners",
      ],
      useCases: [
        {
          title: "Retail and e-commerce",
          description:
            "Demand forecasting, product recommendations, catalogue enrichment and visual search.",
        },
        {
          title: "Banking and finance",
          description:
            "Faster customer onboarding, fraud signals, collections prioritisation and regulatory reporting.",
        },
        {
          title: "Healthcare providers",
          description:
            "Clinical documentation support, appointment no-show prediction and imaging triage assistants.",
        },
        {
          title: "Games and media",
          description:
            "Player-behaviour analytics, community moderation, localisation support and smarter non-player characters.",
        },
      ],
      relatedServices: [
        { name: "Predictive Analytics & Forecasting", path: "/services/ai/predictive-analytics" },
        { name: "Chatbot & Conversational AI", path: "/services/ai/chatbot-development" },
        { name: "AI Workflow Automation", path: "/services/ai/automation" },
      ],
    },
    {
      path: "/services/ai/requirement-automation",
      label: "Requirement Automation",
      title: "AI Requirement Automation",
      subtitle:
        "Meetings, RFPs and regulations turned into structured, traceable requirements, user stories and test cases in a fraction of the time.",
      description:
        "Requirements hide in call recordings, long tender documents, email threads and standards, and turning them into a clean backlog takes analysts days. We build AI pipelines that extract requirements, flag ambiguity and conflicts, write user stories with acceptance criteria and link each one back to its source. The output flows into Jira, Azure DevOps or your requirements tool for an analyst to review.",
      whyChooseUs: [
        "Every generated requirement traceable to the sentence it came from",
        "Ambiguities, duplicates and conflicts flagged before work is estimated",
        "Acceptance criteria and test cases written alongside each user story",
        "Integration with Jira, Azure DevOps, Confluence and IBM DOORS",
        "Tuned for regulated domains such as defence, medical devices and finance",
        "Analysts stay in control: every item is reviewed, nothing is committed automatically",
      ],
      useCases: [
        {
          title: "RFP and tender analysis",
          description:
            "Every mandatory requirement of a 300-page tender extracted into a compliance matrix in hours rather than days.",
        },
        {
          title: "From workshop to backlog",
          description:
            "Discovery workshops transcribed and turned into epics, user stories and a list of open questions for the client.",
        },
        {
          title: "Regulatory compliance mapping",
          description:
            "Clauses of standards and regulations mapped to system requirements and the evidence that satisfies them.",
        },
        {
          title: "Game design documents",
          description:
            "Design documents converted into feature tickets, dependencies and test plans for the production team.",
        },
      ],
      relatedServices: [
        { name: "AI Agent Development", path: "/services/ai/agent-development" },
        { name: "AI Workflow Automation", path: "/services/ai/automation" },
      ],
    },
    {
      path: "/services/ai/predictive-analytics",
      label: "Predictive Analytics",
      title: "Predictive Analytics & Forecasting",
      subtitle:
        "Forecasts and risk scores your teams can act on, for demand, failures, churn and fraud, explained in plain language inside daily tools.",
      description:
        "We build predictive models on your historical and live data to forecast what comes next: demand by store and product, machine failures, player churn, late payments. Models are tested on periods they have never seen, explained factor by factor, and delivered through APIs and dashboards that people actually open. Monitoring catches drift early, and scheduled retraining keeps accuracy where it was promised.",
      whyChooseUs: [
        "Backtested on your own history before anyone relies on a forecast",
        "Explanations that show which factors drive each prediction",
        "Data engineering included: pipelines, feature stores and data-quality checks",
        "MLOps with automated retraining, drift alerts and versioned models",
        "Predictions delivered where decisions are made: ERP screens, BI dashboards and mobile alerts",
        "Accuracy targets agreed up front and reported every month",
      ],
      useCases: [
        {
          title: "Predictive maintenance",
          description:
            "Equipment failures anticipated from vibration, temperature and run-time data, so repairs are scheduled before breakdowns.",
        },
        {
          title: "Demand and inventory forecasting",
          description:
            "Product-level forecasts that reduce stock-outs and excess inventory for retailers and distributors.",
        },
        {
          title: "Player churn and lifetime value",
          description:
            "Live-service games spotting players likely to leave, and the moments in the game that make the difference.",
        },
        {
          title: "Credit and fraud risk",
          description:
            "Risk scores for lenders and payment teams, with reason codes for every decision to satisfy auditors.",
        },
      ],
      relatedServices: [
        { name: "AI for IoT & Edge Intelligence", path: "/services/ai/iot" },
        { name: "Industrial Simulation & Automation", path: "/services/simulations/industrial" },
        { name: "AI Use Cases & Discovery", path: "/services/ai/general-use-cases" },
      ],
    },
    {
      path: "/services/ai/cyber-security",
      label: "Cyber Security",
      title: "AI-Powered Cyber Security",
      subtitle:
        "Machine-learning threat detection, anomaly hunting and automated response that strengthen your security team, with 24/7 monitoring and support.",
      description:
        "Attackers change tactics faster than rule-based tools can be updated. We deploy models that learn the normal behaviour of your users, devices and networks, flag anomalies within minutes and enrich every alert with the context an analyst needs. Automated playbooks contain common threats immediately, and our engineers provide 24/7 monitoring and support.",
      whyChooseUs: [
        "Behavioural anomaly detection across users, endpoints, cloud accounts and OT networks",
        "Alert triage that cuts false positives, so analysts spend time on real incidents",
        "Works with the SIEM and SOAR tools you run, including Splunk, Microsoft Sentinel, Elastic and Wazuh",
        "Investigation summaries mapped to MITRE ATT&CK techniques",
        "24/7 monitoring and support with agreed response times",
        "Adversarial testing of your own AI systems against prompt injection and data leakage",
      ],
      useCases: [
        {
          title: "Security operations support",
          description:
            "Triage, enrichment and summaries that let a small security team keep up with a large alert volume.",
        },
        {
          title: "Fraud and account takeover",
          description:
            "Credential stuffing, unusual logins and payment fraud detected for fintech apps and online game platforms.",
        },
        {
          title: "Industrial network security",
          description:
            "Anomaly detection on plant networks and PLC traffic, where signature-based tools see nothing.",
        },
        {
          title: "Securing AI applications",
          description:
            "Red-team testing of chatbots and agents for prompt injection, jailbreaks and data exfiltration before launch.",
        },
      ],
      relatedServices: [
        { name: "AI for IoT & Edge Intelligence", path: "/services/ai/iot" },
        { name: "Predictive Analytics & Forecasting", path: "/services/ai/predictive-analytics" },
        { name: "Defence & Tactical Simulation", path: "/services/simulations/defence" },
      ],
    },
    {
      path: "/services/ai/iot",
      label: "IoT",
      title: "AI for IoT & Edge Intelligence",
      subtitle:
        "Connected sensors, edge AI and managed device fleets that turn machine and environment data into action, with 24/7 monitoring and support.",
      description:
        "We design IoT systems end to end: sensor selection, firmware, secure connectivity, the cloud platform and the AI that makes the data useful. Models run at the edge where latency or bandwidth matter, on hardware from NVIDIA Jetson modules down to ESP32-class microcontrollers, and in the cloud for fleet-wide insight. Deployed fleets get over-the-air updates, device-health dashboards and 24/7 monitoring and support.",
      whyChooseUs: [
        "One team from sensor and firmware to dashboard and mobile app",
        "Edge models optimised for low-power hardware with TensorFlow Lite and ONNX Runtime",
        "Secure by design: device identity, encrypted transport and signed over-the-air updates",
        "Fluent in MQTT, OPC UA, Modbus, BLE, LoRaWAN and cellular IoT",
        "24/7 monitoring and support for device fleets in the field",
        "Digital twins from our simulation team for what-if analysis on live data",
      ],
      useCases: [
        {
          title: "Smart factory monitoring",
          description:
            "Machine-health sensors and edge models that detect abnormal vibration and energy use before they become downtime.",
        },
        {
          title: "Cold-chain tracking",
          description:
            "Temperature, location and shock monitoring for medicines and food in transit, with alerts while there is still time to act.",
        },
        {
          title: "Smart buildings and campuses",
          description:
            "Occupancy, air-quality and energy optimisation across offices, hospitals and universities.",
        },
        {
          title: "Agriculture and environment",
          description:
            "Soil, weather and water sensors with edge analytics that drive irrigation schedules and crop-health alerts.",
        },
      ],
      relatedServices: [
        { name: "Predictive Analytics & Forecasting", path: "/services/ai/predictive-analytics" },
        { name: "Industrial Simulation & Automation", path: "/services/simulations/industrial" },
        { name: "AI-Powered Cyber Security", path: "/services/ai/cyber-security" },
      ],
    },
  ],
};
